export const tryAgain = 'לנסות שוב';
export const tryingAgain = 'מנסים שוב…';
export const pageCouldNotLoad = 'לא הצלחנו לטעון את הדף';
export const formCouldNotLoad = 'לא הצלחנו לטעון את הטופס';
export const couldNotReachVenue = 'לא הצלחנו להתחבר למקום. כדאי לבדוק את החיבור ולנסות שוב.';
