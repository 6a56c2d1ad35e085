// הדפים הקטנים שנפתחים מהקישורים של רשימת התפוצה (apps/venue-api/src/mailing-list/list-pages.ts).
export const backToSite = 'חזרה לאתר';
export const confirmedTitle = 'אתם ברשימה שלנו';
export const confirmedBody = 'תודה: הכתובת שלכם אושרה. שימו עין על תיבת הדואר: ערבים חדשים, רשימות אורחים והטבות יום הולדת.';
export const confirmedLeave = 'בכל מייל מהרשימה יש קישור להסרה.';
export const expiredTitle = 'תוקף הקישור פג';
export const expiredBody = 'קישור אישור תקף 72 שעות, והקישור הזה ישן יותר. הכתובת שלכם לא ברשימה שלנו.';
export const expiredAgain = 'כדי להצטרף, אפשר להירשם שוב באתר: נשלח קישור חדש.';
export const invalidTitle = 'הקישור הזה לא עובד';
export const invalidBody = 'ייתכן שהוא נקטע בהעתקה, או שההרשמה שאליה הוא שייך כבר לא קיימת.';
export const invalidAgain = 'אפשר לפתוח שוב את הקישור מהמייל, או להירשם שוב באתר.';
export const unsubscribeTitle = 'הסרה מרשימת התפוצה';
export const unsubscribeBody = 'בלחיצה על הכפתור הכתובת הזו לא תקבל יותר מיילים מהרשימה שלנו.';
export const unsubscribeButton = 'להסרה מהרשימה';
export const leftTitle = 'הוסרתם מהרשימה';
export const leftBody = 'לכתובת הזו לא יישלחו עוד מיילים מהרשימה. מיילים על ההזמנות שלכם ימשיכו להגיע.';
