export const pageTitle = 'תשלום על השירות';
export const secure = 'הפרטים והתשלום שלכם מוגנים בהצפנת SSL של 256 סיביות.';
export const checkoutHeading = 'תשלום';
export const noSelection = 'אין בחירת בקבוקים לתשלום.';
export const leavingForPayment = 'ההזמנה נקלטה. עוברים לתשלום…';

export const yourBottles = 'הבקבוקים שלכם';
export const item = 'פריט';
export const unitPrice = 'מחיר ליחידה';
export const quantity = 'כמות';
export const lineTotal = 'סה״כ';
export const guests = 'מספר אורחים';
export const date = 'תאריך';
export const time = 'שעה';
export const photoOf = (name: string): string => `תמונה של ${name}`;

export const summary = 'סיכום';
export const subtotalRow = 'סכום ביניים';
export const taxRow = (rate: string): string => `מע״מ (${rate})`;
export const servicesRow = (rate: string): string => `שירות (${rate})`;
export const discountRow = (rate: string): string => `הנחה (${rate})`;
export const promoterDiscountRow = 'הנחת יחצ״ן';
export const totalRow = 'סה״כ';
export const depositRow = 'מקדמה לתשלום עכשיו';
export const was = 'במקום';
export const now = 'עכשיו';
export const onLocationNote = <T>(taxRate: string, serviceRate: string, amount: T): (string | T)[] => [
  `המע״מ (${taxRate}) ודמי השירות (${serviceRate}), `,
  amount,
  ' בסך הכול, ישולמו במקום. יש להביא תעודה מזהה תואמת ואת כרטיס האשראי ששימש להזמנה, לאימות הרשאת התשלום.',
];

export const yourDetails = 'הפרטים שלכם';
export const cardHolderName = 'השם על הכרטיס';
export const birthMonth = 'חודש לידה';
export const birthDay = 'יום לידה';
export const cardHolderAddress = 'כתובת לחיוב';
export const gender = 'מגדר';
export const male = 'זכר';
export const female = 'נקבה';
export const otherGender = 'אחר';
export const contactEmail = 'אימייל ליצירת קשר';
export const cellPhone = 'טלפון נייד';
export const city = 'עיר';
export const zipCode = 'מיקוד';
export const country = 'מדינה';
export const state = 'מחוז';
export const instagramId = 'שם משתמש באינסטגרם';
export const promoterInstagramId = 'האינסטגרם של היחצ״ן';
export const specialRequest = 'בקשה מיוחדת';
export const ok = 'אישור';
export const placingOrder = 'ההזמנה נשלחת…';
export const payNow = 'לתשלום עכשיו';

export const promoterApplied = 'קוד היחצ״ן הופעל';
export const orderNotPlaced = 'ההזמנה לא בוצעה';
export const close = 'סגירה';
export const orderFailed = 'לא הצלחנו לבצע את הזמנת הבקבוקים. אפשר לנסות שוב.';
export const orderUnreachable = 'לא הצלחנו להתחבר למקום כדי לבצע את הזמנת הבקבוקים. כדאי לבדוק את החיבור ולנסות שוב.';
export const chooseAgainTitle = 'יש לבחור מחדש';
export const chooseBottlesAgain = 'בחירת בקבוקים מחדש';
export const outOfDate =
  'בחירת הבקבוקים שלכם כבר לא עדכנית: המחירים, הזמינות או מינימום ההזמנה לשולחן השתנו מאז שבחרתם. יש לבחור בקבוקים מחדש.';
