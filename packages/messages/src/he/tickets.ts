import { plural } from '../plural-rules';

export const ticketsTitle = 'כרטיסים';
export const ticketsMetaTitle = (eventName: string): string => `כרטיסים · ${eventName}`;
export const ticketsMetaDescription = (eventName: string, date: string): string => `כרטיסים ל${eventName} בתאריך ${date}.`;
export const checkoutTitle = 'הזמנת כרטיסים';
export const changeTickets = '→ שינוי הכרטיסים';
export const backToEvent = <T>(name: T): (string | T)[] => ['→ ', name];

export const admits = (guests: number): string =>
  plural('he', guests, { one: 'כניסה לאורח אחד', two: 'כניסה לשני אורחים', other: `כניסה ל-${guests} אורחים` });
export const leftAndLimit = (remaining: number, perOrder: number): string =>
  ` · ${plural('he', remaining, { one: 'נשאר אחד', other: `נשארו ${remaining}` })} · עד ${perOrder} בהזמנה`;
export const free = 'חינם';
export const soldOut = 'אזל';

export const ticketCount = (count: number): string =>
  plural('he', count, { one: 'כרטיס אחד', two: 'שני כרטיסים', other: `${count} כרטיסים` });
export const total = 'סה״כ';
export const checkOut = 'להזמנה';
export const noTicketWarning = 'יש לבחור לפחות כרטיס אחד בכפתורי ה-+, ואז להמשיך להזמנה.';

export const pastTitle = 'האירוע הזה כבר עבר';
export const pastMessage = 'הכרטיסים לאירוע הזה כבר לא במכירה. כדאי לבדוק מה מחכה בהמשך.';
export const soldOutTitle = 'אזל';
export const soldOutMessage = 'כל הכרטיסים לאירוע הזה נמכרו. כדאי לבדוק מה עוד יש.';
export const noTicketsTitle = 'כניסה חופשית';
export const noTicketsMessage = 'כניסה חופשית: לא נמכרים כרטיסים לערב הזה. כדאי להגיע מוקדם, מספר המקומות מוגבל.';
export const seeUpcomingEvents = 'לאירועים הקרובים';
export const eventDetails = 'פרטי האירוע';

export const nothingChosenTitle = 'עוד לא נבחרו כרטיסים';
export const nothingChosenMessage = 'קודם בוחרים כרטיסים, ואז חוזרים לכאן כדי להזמין.';
export const chooseTickets = 'לבחירת כרטיסים';

export const yourTickets = 'הכרטיסים שלכם';
export const addOtherTickets = 'הוספת כרטיסים נוספים';
export const orderSummary = 'סיכום ההזמנה';
export const subtotal = 'סכום ביניים';
export const tax = 'מס';
export const serviceCharge = 'דמי שירות';
export const promoterDiscount = 'הנחת יחצ״ן';
export const was = 'במקום ';
export const now = 'עכשיו ';
export const orderPlaced = 'ההזמנה בוצעה. ממשיכים…';
export const yourDetails = 'הפרטים שלכם';
export const fullName = 'שם מלא';
export const contactEmail = 'אימייל ליצירת קשר';
export const cellPhone = 'טלפון נייד';
export const promoterInstagram = 'האינסטגרם של היחצ״ן';
export const ok = 'אישור';
export const placingOrder = 'שולחים את ההזמנה…';
export const bookFreeTickets = 'להזמנת כרטיסים בחינם';
export const continueToPayment = 'להמשך לתשלום';
export const noTickets = 'יש לבחור לפחות כרטיס אחד לפני ביצוע ההזמנה.';
export const soldOutWhileChoosing = 'חלק מהכרטיסים אזלו בזמן הבחירה';
export const soldOutAdvice = 'שאר ההזמנה נשמרה. כדאי לבדוק את הכרטיסים למטה ולהזמין שוב.';
export const temporaryTitle = 'ההזמנה עוד לא בוצעה';
export const temporaryMessage =
  'החיבור למקום נותק לפני שהתקבלה תשובה. הפרטים שלכם נשמרו: אפשר לנסות שוב, ואותה הזמנה תישלח – אף פעם לא פעמיים.';
export const refusedTitle = 'ההזמנה לא בוצעה';
export const unreadableMessage = 'לא הצלחנו לקרוא את התשובה של המקום. כדאי לבדוק את הכרטיסים ולהזמין שוב.';
export const tryAgain = 'לנסות שוב';
export const close = 'סגירה';
