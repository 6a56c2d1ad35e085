import { plural } from '../plural-rules';

export const title = 'הוספת אורחים';
export const intro = 'רשמו את שמות האורחים שמגיעים איתכם, כדי שיהיו בכניסה. אפשר לשנות אותם עד הערב עצמו.';
export const ticketOrder = <T>(orderId: T): (string | T)[] => ['הזמנת כרטיסים ', orderId, '.'];
export const ticketOrderFor = <T>(orderId: T, eventName: T, date: string): (string | T)[] => [
  'הזמנת כרטיסים ',
  orderId,
  ' ל',
  eventName,
  `, ${date}.`,
];
export const yourTickets = 'הכרטיסים שלכם';

export const yourGuests = 'האורחים שלכם';
export const onlyYou = 'הכרטיסים שלכם מכניסים רק אתכם: אין אורחים נוספים לרשום.';
export const guestCount = (guestsAllowed: number, filled: number, places: number): string =>
  `הכרטיסים מכניסים ${guestsAllowed} אורחים, כולל אתכם. ` +
  plural('he', places, {
    one: `${filled} מתוך אורח נוסף אחד נרשם.`,
    two: `${filled} מתוך 2 אורחים נוספים נרשמו.`,
    other: `${filled} מתוך ${places} אורחים נוספים נרשמו.`,
  });
export const saved = (name: string): string => `הפרטים של ${name} נשמרו.`;
export const guestNumber = (number: number): string => `אורח ${number}`;
export const named = 'נרשם';
export const notNamedYet = 'עוד לא נרשם';
export const name = 'שם';
export const email = 'אימייל';
export const phone = 'טלפון';
export const editDetails = 'עריכת פרטים';
export const addDetails = 'הוספת פרטים';
export const ofPlace = (place: string): string => ` של ${place}`;

export const guestName = 'שם האורח';
export const guestEmail = 'אימייל האורח';
export const guestPhone = 'טלפון האורח';
export const saving = 'שומרים את האורח…';
export const saveGuest = 'שמירת האורח';
export const cancel = 'ביטול';

export const refused = 'המקום לא אישר את השינוי.';
export const temporary = 'לא הצלחנו להתחבר למקום. שום דבר ממה שהוקלד לא נמחק: אפשר לנסות שוב.';
export const unreadable = 'לא הצלחנו לקרוא את התשובה של המקום. כדאי לנסות שוב בעוד רגע.';

// מי רואה מה (docs/product.md#other-guests).
export const privacyNote = 'האימייל והטלפון של אורח מוצגים רק לאותו אורח ולמי שקנה את הכרטיסים.';
export const theirsToChange = 'רק האורח הזה ומי שקנה את הכרטיסים יכולים לשנות את הפרטים האלה.';
export const ownLink = 'הקישור האישי שלכם למקום הזה, לתיקון הפרטים שלכם ממכשיר אחר';
export const ownLinkFor = <T>(name: T): (string | T)[] => ['שלחו ל־', name, ' קישור אישי'];
export const linkForGuestsIntro = 'שלחו את הקישור הזה לאורחים שלכם: כל אחד מהם רושם את שמו במקום שלו ורואה רק את הפרטים שלו.';
export const linkForGuests = 'קישור לאורחים שלכם';
