import { plural } from '../plural-rules';

export const pageTitle = 'משלוחי אוכל';
export const intro = 'מנות מהמטבח שלנו, עד הבית. בוחרים מנות, מספרים לנו לאן להביא ומשלמים באתר.';
export const nothingDeliverable = 'כרגע אין מנות מהתפריט שזמינות למשלוח. נשמח לראותכם בקרוב.';
export const noLongerAvailable = 'כבר לא זמין למשלוח';

export const orderAndDetails = 'ההזמנה ופרטי המשלוח';
export const yourOrder = 'ההזמנה שלכם';
export const chooseOneDish = 'יש לבחור לפחות מנה אחת מהתפריט.';
export const nothingChosen = 'עוד לא נבחר כלום: אפשר להוסיף מנות מהתפריט.';
export const orderJump = <T>(count: number, total: T): (string | T)[] => [
  `ההזמנה שלכם: ${plural('he', count, { one: 'מנה אחת', two: 'שתי מנות', other: `${count} מנות` })}, `,
  total,
];
export const emptyCart = 'יש לבחור לפחות מנה אחת להזמנה.';

export const deliveryDetails = 'פרטי המשלוח';
export const whereAndToWhom = 'לאן ולמי לשלוח';
export const fullName = 'שם מלא';
export const contactEmail = 'אימייל ליצירת קשר';
export const cellPhone = 'טלפון נייד';
export const deliveryAddress = 'כתובת למשלוח';
export const city = 'עיר';
export const zipCode = 'מיקוד';
export const specialRequest = 'בקשה מיוחדת';
export const placingOrder = 'ההזמנה נשלחת…';
export const placeOrder = 'לביצוע ההזמנה';
export const leavingForPayment = 'ההזמנה נקלטה. עוברים לתשלום…';

export const checkYourOrder = 'כדאי לבדוק את ההזמנה';
export const itemRemoved = (name: string): string =>
  `${name} כבר לא זמין למשלוח, אז הוצאנו אותו מההזמנה. כל השאר נשאר כפי שבחרתם: כדאי לבדוק את ההזמנה ולשלוח אותה שוב.`;
export const oneOfYourDishes = 'אחת המנות שלכם';
export const refusedFallback = 'המקום לא יכול לקבל את ההזמנה הזאת. כדאי לבדוק אותה ולנסות שוב.';
export const notPlacedYet = 'ההזמנה עוד לא בוצעה';
export const temporaryFailure = 'לא הצלחנו להתחבר למקום כדי לשלוח את ההזמנה. אפשר לנסות שוב: היא תישלח בדיוק כמו שהיא, ולעולם לא פעמיים.';
export const unreadableFailure = 'המקום השיב בצורה שלא הצלחנו לקרוא. אפשר להתחיל מחדש: המנות והפרטים נשמרו.';
export const startAgain = 'להתחיל מחדש';
export const tryAgain = 'לנסות שוב';
