export const ok = 'אישור';
export const optional = '(לא חובה)';
export const loading = 'בטעינה…';
export const upcomingEvents = 'אירועים קרובים';
export const seeUpcomingEvents = 'לאירועים הקרובים';
export const home = 'דף הבית';
export const backToHome = 'חזרה לדף הבית';
export const itemsInThisOrder = 'הפריטים בהזמנה';
export const item = 'פריט';
export const quantity = 'כמות';
export const amount = 'סכום';
export const apply = 'הפעלה';
export const checkingCode = 'בודקים את הקוד…';
export const quantityOf = (name: string): string => `כמות: ${name}`;
export const oneFewer = (name: string): string => `להוריד אחד: ${name}`;
export const oneMore = (name: string): string => `להוסיף אחד: ${name}`;
export const countOf = (name: string, count: number): string => `${name}: ${count}`;
export const yourDetails = 'הפרטים שלכם';
export const phoneCountry = 'קידומת מדינה';
export const throttled = 'יותר מדי ניסיונות מהחיבור שלכם בזמן קצר. כדאי להמתין רגע ולנסות שוב: שום דבר ממה שהקלדתם לא אבד.';
export const outage = 'המקום אינו זמין כרגע. כדאי לנסות שוב בעוד רגע: שום דבר ממה שהקלדתם לא אבד.';

// A step of an order that failed (ui/order-failure-text.ts).
export const orderRefused = 'המקום דחה את ההזמנה.';
export const orderNotReached = 'לא הצלחנו להתחבר למקום. שום דבר ממה שהוקלד לא אבד: אפשר לנסות שוב.';
export const orderUnreadable = 'לא הצלחנו לקרוא את התשובה של המקום. אפשר לשלוח שוב: לעולם לא תיווצר הזמנה כפולה.';
