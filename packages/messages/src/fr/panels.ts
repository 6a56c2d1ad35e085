export const tryAgain = 'Réessayer';
export const tryingAgain = 'Nouvelle tentative…';
export const pageCouldNotLoad = 'Cette page n’a pas pu se charger';
export const formCouldNotLoad = 'Ce formulaire n’a pas pu se charger';
export const couldNotReachVenue = 'Impossible de joindre l’établissement. Vérifiez votre connexion, puis réessayez.';
