import { plural } from '../plural-rules';

export const invalidLinkTitle = 'קישור הזמינות הזה לא תקין';
export const invalidLinkMessage = 'נא לפתוח את הקישור בדיוק כפי שהמקום שלח אותו, או לבקש מהמקום קישור חדש.';
export const contactVenue = 'יצירת קשר עם המקום';
export const pageTitle = 'הזמינות שלכם';
export const pageIntro = 'ספרו לנו באילו ערבים אתם יכולים לעבוד ובאילו שעות. אפשר לחזור לקישור הזה כדי לשנות אותם.';

export const yourNights = 'הערבים שלכם';
export const changeTitle = 'שינוי הזמינות';
export const lastSentNote = 'זה מה ששלחתם בפעם האחרונה; אפשר לשנות ולשמור שוב.';
export const failure = 'לא הצלחנו לשמור את הזמינות. נסו שוב; מה שהקלדתם נשמר.';
export const saving = 'שומרים את הזמינות…';
export const save = 'שמירת הזמינות';
export const staffName = 'השם שלכם';
export const nights = 'ערבים';
export const notes = 'הערות';
export const nightDate = (number: number): string => `ערב ${number}: תאריך`;
export const nightFrom = (number: number): string => `ערב ${number}: משעה`;
export const nightTo = (number: number): string => `ערב ${number}: עד שעה`;
export const nightsNote = (max: number): string => `עד ${max} ערבים, כל תאריך פעם אחת. שעת סיום מוקדמת משעת ההתחלה מסתיימת למחרת בבוקר.`;
export const noNights = 'עדיין לא נוספו ערבים.';
export const endsNextMorning = 'מסתיים למחרת בבוקר';
export const removeNight = (number: number): string => `הסרת ערב ${number}`;
export const addNight = 'הוספת ערב';
export const mostNights = 'הגעתם למספר הערבים המרבי שקישור אחד מקבל.';

export const keepUnder = (max: number): string => `נא לכתוב עד ${max} תווים.`;
export const atMostNights = (max: number): string => `נא לרשום עד ${max} ערבים.`;
export const realDate = 'נא להזין תאריך קיים.';
export const endOtherThanStart = 'נא לבחור שעת סיום שונה משעת ההתחלה.';

export const savedTitle = 'הזמינות שלכם נשמרה';
export const savedThanks = (staffName: string, count: number): string =>
  plural('he', count, {
    one: `תודה, ${staffName}. רשמנו ערב אחד:`,
    two: `תודה, ${staffName}. רשמנו שני ערבים:`,
    other: `תודה, ${staffName}. רשמנו ${count} ערבים:`,
  });
export const savedNight = (date: string, from: string, to: string): string => `${date}, ${from}–${to}`;
export const changeMine = 'שינוי הזמינות שלי';
