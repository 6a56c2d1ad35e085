export const pageTitle = 'הזמנת המקום לאירוע';
export const pageDescription = 'אירועים פרטיים לימי הולדת, השקות וחתונות: בקשו את כל המקום לערב שלכם.';
export const pageIntro =
  'כל המקום רק בשבילכם לערב אחד: יום הולדת, השקה, חתונה. כל תאריך פנוי מתאים, גם ערבים שבהם אנחנו סגורים לקהל. ספרו לנו על האירוע, והצוות שלנו יחזור אליכם.';
export const requestIn = 'הבקשה שלכם התקבלה. מעבירים אתכם לסיכום…';
export const unavailableTitle = 'הזמנת המקום לא זמינה כרגע';
export const blocksUnavailable = 'לא הצלחנו לטעון את הערבים שבהם המקום סגור, ולכן אי אפשר לקבל הזמנה כרגע. נסו שוב.';

export const formLabel = 'האירוע הפרטי שלכם';
export const yourNight = 'הערב שלכם';
export const yourEvent = 'האירוע שלכם';
export const dateLegend = 'תאריך';
export const startTime = 'שעת התחלה';
export const endTime = 'שעת סיום';
export const noOfGuests = 'מספר אורחים';
export const eventType = 'סוג האירוע';
export const specialRequestLabel = 'בקשה מיוחדת';
export const yourName = 'השם שלכם';
export const yourEmail = 'האימייל שלכם';
export const phoneNumber = 'מספר טלפון';
export const chooseStart = 'בחירת שעת התחלה';
export const chooseEnd = 'בחירת שעת סיום';
export const endHint = 'מאוחר יותר באותו לילה, עד 5:59 לפנות בוקר.';
export const guestsPlaceholder = 'אורחים';
export const chooseEventType = 'בחירת סוג אירוע';
export const birthday = 'יום הולדת';
export const corporateEvent = 'אירוע חברה';
export const wedding = 'חתונה';
export const productLaunch = 'השקת מוצר';
export const privateParty = 'מסיבה פרטית';
export const otherEvent = 'אחר';
export const send = 'לבקש את הערב הזה';
export const sending = 'שולחים את הבקשה שלכם…';
export const tryAgain = 'לנסות שוב';

export const chooseDate = 'נא לבחור תאריך.';
export const endAfterStart = 'האירוע צריך להסתיים אחרי שהוא מתחיל, עד 5:59 לפנות בוקר.';
export const keepUnder = (max: number): string => `נא לכתוב עד ${max} תווים.`;
export const guestsRange = (max: number): string => `נא לבחור בין 1 ל־${max} אורחים.`;
export const chooseOption = 'נא לבחור אחת מהאפשרויות.';

export const previousMonth = 'החודש הקודם';
export const nextMonth = 'החודש הבא';
export const dayClosed = (day: string): string => `${day}, סגור`;
export const yourDate = (day: string): string => `התאריך שלכם: ${day}`;
export const calendarHint = 'ימים באפור כבר עברו או סגורים להזמנות. מקשי החיצים עוברים בין הימים.';

export const blockedTitle = 'המקום סגור בזמן הזה';
export const blockedAdvice = 'נא לבחור תאריך או שעה אחרים.';
export const chooseAgain = 'לבחור שוב';
export const nightTakenTitle = 'הערב הזה כבר תפוס';
export const nightTakenMessage = 'אירוע פרטי אחר תפס את המקום באותו ערב. כל מה שהקלדתם נשמר: בחרו תאריך אחר ושלחו את הבקשה שוב.';

export const bookingNumber = 'מספר הזמנה';
export const status = 'סטטוס';
export const date = 'תאריך';
export const time = 'שעות';
export const guests = 'אורחים';
export const event = 'אירוע';
export const specialRequest = 'בקשה מיוחדת';
export const name = 'שם';
export const email = 'אימייל';
export const phone = 'טלפון';
export const statusPending = 'ממתינה';
export const statusConfirmed = 'מאושרת';
export const statusPaid = 'שולמה';
export const statusCancelled = 'בוטלה';
export const eventTimes = (start: string, end: string): string => `מ־${start} עד ${end}`;

export const checkoutTitle = 'בקשת ההזמנה שלכם';
export const checkoutDescription = 'בדיקה ואישור של בקשת האירוע הפרטי שלכם.';
export const checkRequest = 'בדקו את הבקשה';
export const confirmNote = 'על אירוע פרטי לא משלמים באתר: צוות המקום יפנה אליכם כדי לסגור את הפרטים ואת המקדמה, אם יש, לפני הערב.';
export const depositLabel = 'מקדמה לתשלום עכשיו';
export const depositNote = <T>(amount: string, bdi: (text: string) => T): (string | T)[] => [
  'מקדמה של ',
  bdi(amount),
  ' שומרת לכם את המקום לערב: משלמים אותה באתר בשלב הבא. את השאר סוגרים עם צוות המקום.',
];
export const confirmButton = 'לאשר את הבקשה';
export const confirmAndPayButton = 'לאשר ולשלם מקדמה';
export const confirming = 'מאשרים את הבקשה שלכם…';
export const confirmedToConfirmation = 'הבקשה שלכם אושרה. מעבירים אתכם לאישור…';
export const confirmedToPayment = 'הבקשה שלכם אושרה. מעבירים אתכם לתשלום…';
export const failed = 'לא הצלחנו להתחבר למקום, ולכן שום דבר עוד לא השתנה. נסו שוב.';
export const takenMessage =
  'אירוע פרטי אחר תפס את המקום באותו ערב: הוא אושר קודם, ולכן אי אפשר להמשיך עם הבקשה הזו ולא חויבתם. נא לבקש ערב אחר.';

export const confirmUnknownTitle = 'לא מצאנו את ההזמנה הזו';
export const confirmUnknownMessage = 'אין בקשת הזמנה בכתובת הזו. בדקו את הקישור שפתחתם, או בקשו ערב מחדש.';
export const confirmPaidTitle = 'ההזמנה הזו כבר שולמה';
export const confirmPaidMessage = 'אין צורך בשום דבר נוסף באתר. האישור שלכם מוכן.';
export const confirmCancelledTitle = 'ההזמנה הזו בוטלה';
export const confirmCancelledMessage = 'אי אפשר לאשר הזמנה שבוטלה. בקשו ערב מחדש, או צרו קשר אם נראה לכם שנפלה טעות.';
export const cancelUnknownTitle = 'לא מצאנו את ההזמנה הזו';
export const cancelUnknownMessage = 'אין הזמנה בכתובת הזו. בדקו את הקישור שפתחתם.';
export const cancelPaidTitle = 'ההזמנה הזו שולמה';
export const cancelPaidMessage = 'אי אפשר לבטל באתר הזמנה ששולמה. צרו איתנו קשר והמקום יטפל בזה.';
export const cancelCancelledTitle = 'ההזמנה הזו כבר בוטלה';
export const cancelCancelledMessage = 'אין צורך לעשות דבר: הערב שוב פנוי.';
export const seeConfirmation = 'לאישור ההזמנה';
export const contactUs = 'צרו קשר';
export const bookNight = 'להזמין ערב';
export const home = 'דף הבית';

export const cancelPageTitle = 'ביטול הזמנה';
export const cancelPageDescription = 'ביטול ההזמנה של האירוע הפרטי שלכם.';
export const yourBooking = 'ההזמנה שלכם';
export const cancelButton = 'ביטול ההזמנה הזו';
export const cancelQuestion = 'לבטל את ההזמנה?';
export const cancelWarning = 'המקום יתפנה לאחרים באותו ערב. אי אפשר לבטל את הפעולה.';
export const cancelYes = 'כן, לבטל';
export const cancelNo = 'להשאיר את ההזמנה';
export const cancelling = 'מבטלים את ההזמנה…';
export const cancelledTitle = 'ההזמנה שלכם בוטלה';
export const cancelledMessage = 'שחררנו את המקום לאותו ערב. אפשר לבקש ערב אחר בכל זמן.';
export const bookAnother = 'להזמין ערב אחר';
