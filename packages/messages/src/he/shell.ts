export const explore = 'גלו עוד';
export const openingHours = 'שעות פתיחה';
export const visitUs = 'בואו לבקר';
export const openInMaps = 'פתיחה במפות';
export const theVenue = 'המקום';
export const allRightsReserved = <T>(year: number, venue: T): (string | T)[] => [`© ${year} `, venue, '. כל הזכויות שמורות.'];
export const notFoundTitle = 'לא מצאנו את מה שחיפשתם';
export const notFoundMessage = 'ייתכן שהדף הועבר או הוסר. אפשר להציץ במה שקורה אצלנו עכשיו.';
export const venueAnsweredOddly = 'המקום לא ענה כמו שציפינו. כדאי לנסות שוב בעוד רגע.';
export const venueUnreachable = 'לא הצלחנו להתחבר למקום. כדאי לנסות שוב בעוד רגע.';
export const somethingWentWrong = 'משהו השתבש';
export const reloadUsuallyFixes = 'בדרך כלל טעינה מחדש של הדף פותרת את זה.';

/** The root layout's skip link and the progress bar of a navigation (app/root-layout.tsx). */
export const skipToContent = 'דילוג לתוכן';
export const loadingPage = 'הדף נטען';
