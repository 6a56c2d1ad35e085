import { plural } from '../plural-rules';

export const pageTitle = 'הזמנת שולחן';
export const pageDescription = 'הזמנת שולחן: בוחרים ערב, שעת הגעה ומספר אורחים.';
export const pageIntro = 'בוחרים ערב, שעת הגעה ומספר אורחים; אנחנו בודקים שהשולחן פנוי ואז מבקשים את הפרטים שלכם.';
export const checkAvailability = 'בדיקת זמינות';
export const checkingTable = 'בודקים את השולחן שלכם…';

export const couldNotLoadTitle = 'לא הצלחנו לטעון את ההזמנות';
export const couldNotLoadMessage = 'לא הצלחנו לקרוא את התאריכים שבהם המקום סגור, ולכן אי אפשר לקבל הזמנה כרגע. נסו שוב.';
export const yourTable = 'השולחן שלכם';
export const arrivalTime = 'שעת הגעה';
export const noOfGuests = 'מספר אורחים';
export const guestsPlaceholder = 'אורחים';
export const dateLegend = 'תאריך';
export const chosenDate = <T>(date: string, strong: (text: string) => T): (string | T)[] => ['התאריך שנבחר: ', strong(date)];
export const noDateYet = (hint: string): string => `עדיין לא נבחר תאריך (${hint})`;
export const previousMonth = 'החודש הקודם';
export const nextMonth = 'החודש הבא';
export const dayClosed = (day: string): string => `${day}, סגור להזמנות`;
export const dayPast = (day: string): string => `${day}, עבר`;

export const missingDate = 'תאריך';
export const missingTime = 'שעה';
export const missingGuests = 'מספר אורחים';
export const pleaseSelect = (missing: readonly string[]): string =>
  `יש לבחור ${missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} ו${missing[missing.length - 1]}`}`;

export const blockedTitle = 'השעה הזו לא זמינה';
export const blockedHint = 'נא לבחור שעה או תאריך אחרים.';
export const ok = 'אישור';

export const couldNotReach = 'לא הצלחנו להתחבר למקום. שום דבר ממה שבחרתם לא אבד: נסו שוב.';
export const unreadable = 'התשובה מהמקום הגיעה בצורה שלא הצלחנו לקרוא. נסו שוב.';

export const chosenNight = <T>(date: string, time: string, guests: number, strong: (text: string) => T): (string | T)[] => [
  'השולחן שלכם: ',
  strong(date),
  ' בשעה ',
  strong(time),
  ' עבור ',
  strong(plural('he', guests, { one: 'אורח אחד', two: '2 אורחים', other: `${guests} אורחים` })),
  '. הוא פנוי.',
];
export const change = 'שינוי';
export const yourDetails = 'הפרטים שלכם';
export const fullName = 'שם מלא';
export const contactEmail = 'אימייל ליצירת קשר';
export const cellPhone = 'טלפון נייד';
export const specialRequestLabel = 'בקשה מיוחדת';
export const keepUnder = (max: number): string => `נא לכתוב עד ${max} תווים.`;
export const reserve = 'להזמין';
export const reserving = 'מזמינים את השולחן שלכם…';
export const tryAgain = 'לנסות שוב';

export const reservationNumber = 'מספר הזמנה';
export const status = 'סטטוס';
export const date = 'תאריך';
export const guests = 'אורחים';
export const name = 'שם';
export const email = 'אימייל';
export const phone = 'טלפון';
export const specialRequest = 'בקשה מיוחדת';
export const statusPending = 'ממתינה';
export const statusConfirmed = 'מאושרת';
export const statusPaid = 'שולמה';
export const statusCancelled = 'בוטלה';

export const checkoutTitle = 'הזמנה';
export const pendingTitle = 'ההזמנה עוד לא סגורה: יש לאשר למטה';
export const pendingNote = 'בדקו את ההזמנה ואשרו אותה. הזמנת שולחן היא ללא תשלום: לא משלמים כלום באתר.';
export const holdNote = (until: string): string => `אנחנו שומרים את השולחן עד ${until}. יש לאשר כדי לשמור עליו.`;
export const confirmButton = 'אישור ההזמנה';
export const confirming = 'מאשרים את ההזמנה שלכם…';
export const confirmedTitle = 'השולחן שלכם שמור';
export const confirmedNote = 'ההזמנה הזו מאושרת.';
export const seeConfirmation = 'לאישור ההזמנה';
export const notYetConfirmed = 'ההזמנה עוד לא סגורה: היא ממתינה לאישור שלכם.';
export const confirmLink = 'לאשר את ההזמנה';

export const unknownTitle = 'לא מצאנו את ההזמנה הזו';
export const unknownMessage = 'אין הזמנה בכתובת הזו. בדקו את הקישור שפתחתם, או בצעו הזמנה חדשה.';
export const cancelledTitle = 'ההזמנה הזו בוטלה';
export const cancelledMessage = 'אי אפשר לשנות או לאשר הזמנה שבוטלה. בצעו הזמנה חדשה, או צרו קשר אם נראה לכם שנפלה טעות.';
export const releasedTitle = 'השולחן הזה שוחרר';
export const releasedMessage = (until: string | null): string =>
  `${until === null ? 'שמרנו את השולחן לזמן מה' : `שמרנו את השולחן עד ${until}`}, אבל ההזמנה לא אושרה, ולכן השולחן חזר למקום. נא להזמין שוב.`;
export const reserveTable = 'להזמין שולחן';
export const contactUs = 'צרו קשר';
export const home = 'דף הבית';

export const updateTitle = 'עדכון ההזמנה';
export const updateIntro = <T>(reservationId: string, guestName: string, bdi: (text: string) => T): (string | T)[] => [
  'הזמנה ',
  bdi(reservationId),
  ` על שם ${guestName}. אפשר לשנות את הערב, שעת ההגעה, מספר האורחים או הבקשה המיוחדת, ואז לשמור.`,
];
export const saveChanges = 'שמירת השינויים';
export const savingChanges = 'שומרים את השינויים…';
export const updatedTitle = 'ההזמנה שלכם עודכנה';
export const changeAgain = 'לשנות שוב';

export const cancelPageTitle = 'ביטול ההזמנה';
export const cancelPageDescription = 'ביטול הזמנת השולחן שלכם.';
export const yourReservation = 'ההזמנה שלכם';
export const cancelButton = 'ביטול ההזמנה הזו';
export const changeButton = 'שינוי ההזמנה הזו';
export const cancelQuestion = 'לבטל את ההזמנה?';
export const tableOn = (date: string, time: string): string => `השולחן שלכם ב־${date} בשעה ${time}.`;
export const cancelWarning = 'השולחן יחזור למקום, והקוד שלו כבר לא יכניס אף אחד. אי אפשר לבטל את הפעולה.';
export const cancelYes = 'כן, לבטל';
export const cancelNo = 'להשאיר את ההזמנה';
export const cancelling = 'מבטלים את ההזמנה…';
export const cancelDoneTitle = 'ההזמנה שלכם בוטלה';
export const cancelDoneMessage = 'שחררנו את השולחן, והקוד שלו כבר לא מכניס אף אחד. נשמח לראות אתכם בערב אחר.';
export const reserveAnother = 'להזמין שולחן אחר';
export const nothingCharged = 'לא חויבתם על ההזמנה הזו: אין מה לשלם ואין מה להחזיר.';
export const cancelFailed = 'לא הצלחנו להתחבר למקום, ולכן שום דבר עוד לא השתנה. נסו שוב.';
export const cancelUntil = (deadline: string): string => `אפשר לבטל באתר עד ${deadline}.`;
export const tooLateTitle = 'כבר מאוחר מדי לבטל באתר';
export const tooLate = <T>(cancelHours: number, venuePhone: string | null, bdi: (text: string) => T): (string | T)[] => [
  'כבר מאוחר מדי לבטל באתר: ',
  cancelHours === 0
    ? 'ביטולים באתר נסגרים בשעת ההגעה שלכם'
    : `ביטולים באתר נסגרים ${plural('he', cancelHours, { one: 'שעה', two: 'שעתיים', other: `${cancelHours} שעות` })} לפני ההגעה שלכם`,
  '. ',
  ...(venuePhone === null
    ? ['התקשרו אלינו, או כתבו לנו מדף יצירת הקשר, ואנחנו נטפל בזה.']
    : ['התקשרו אלינו למספר ', bdi(venuePhone), ' ואנחנו נטפל בזה.']),
];
export const alreadyCancelledTitle = 'ההזמנה הזו כבר בוטלה';
export const alreadyCancelledMessage = 'אין צורך לעשות דבר: השולחן שלה חזר למקום.';
export const paidTitle = 'ההזמנה הזו שולמה';
export const paidMessage = 'הזמנה ששולמה מבוטלת על ידי צוות המקום, שמטפל גם בהחזר. צרו איתנו קשר.';
export const noKeyTitle = 'פתחו את הקישור מההזמנה שלכם';
export const noKeyMessage = 'רק מי שביצע את ההזמנה יכול לבטל אותה. השתמשו ב„ביטול ההזמנה הזו” בדף האישור, או בקישור שבמייל ההזמנה.';
export const forbiddenTitle = 'הקישור הזה לא יכול לבטל את ההזמנה';
export const forbiddenMessage = 'זה לא הקישור שנתנו להזמנה הזו, או שהוא נחתך. השתמשו בקישור שבמייל ההזמנה.';
