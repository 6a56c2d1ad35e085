export const title = 'תשלום';
export const orderNumber = 'מספר הזמנה';
export const loadingOrder = 'טוענים את ההזמנה…';

export const payForBottles = 'תשלום על שירות הבקבוקים.';
export const payForTickets = 'תשלום על הכרטיסים.';
export const payForFood = 'תשלום על הזמנת האוכל.';
export const payForGiftCard = 'תשלום על כרטיס המתנה.';
export const payForReservation = 'תשלום על ההזמנה.';
export const payForBooking = 'תשלום על הזמנת המקום.';
export const payForCoatCheck = 'תשלום על המלתחה.';

export const yourOrder = 'ההזמנה שלכם';
export const holdNote = (time: string): string => `אנחנו שומרים את הכרטיסים עד ${time}. יש לשלם עד אז: אחרי זה הם חוזרים למכירה.`;
export const testPayment = 'תשלום ניסיון';
export const cardPayment = 'תשלום בכרטיס אשראי';
export const pay = (amount: string): string => `לתשלום ${amount}`;

export const testModeTitle = 'מצב ניסיון: שום כרטיס לא מחויב';
export const testModeNote =
  'המקום עוד לא מקבל תשלומים בכרטיס אשראי באתר, ולכן התשלום הזה הוא ניסיון: שום כרטיס לא מחויב ולא נדרשים פרטי כרטיס. מספר כרטיס ניסיון קובע את התוצאה; אפשר להשאיר את השדה ריק כדי להשתמש בכרטיס שמצליח.';
export const testCardLabel = 'מספר כרטיס ניסיון (לא חובה)';
export const testCardsCaption = 'מספרי כרטיסי ניסיון';
export const testCardSucceeds = 'התשלום מצליח';
export const testCardDeclined = 'הכרטיס נדחה';
export const testCardInsufficientFunds = 'נדחה בגלל יתרה לא מספיקה';
export const testCardFormat = 'יש להזין מספר כרטיס ניסיון בן 12 עד 19 ספרות, או להשאיר את השדה ריק.';
export const useCard = 'שימוש';
export const useCardNumber = (cardNumber: string): string => `שימוש בכרטיס ${cardNumber}`;

export const cardLabel = 'פרטי כרטיס';
export const cardStandIn = 'הזנת פרטי כרטיס';
export const cardNote = 'פרטי הכרטיס עוברים ישירות ל-Stripe, ספק התשלומים שלנו; המקום אף פעם לא רואה אותם.';
export const preparingCard = 'טוענים את טופס הכרטיס המאובטח…';
export const paying = 'מעבדים את התשלום…';

export const unknownOrderTitle = 'לא מצאנו את ההזמנה הזאת';
export const unknownOrderMessage = 'אין הזמנה בכתובת הזאת. כדאי לבדוק את הקישור, או להתחיל את ההזמנה מחדש.';
export const alreadyPaidTitle = 'ההזמנה הזאת כבר שולמה';
export const alreadyPaidMessage = 'לא נשאר מה לשלם באתר. האישור והחשבונית מוכנים.';
export const cancelledTitle = 'ההזמנה הזאת בוטלה';
export const cancelledMessage =
  'אי אפשר לשלם על הזמנה שבוטלה. כרטיסים שלא שולמו נשמרים לזמן קצר בלבד ואז חוזרים למכירה: אפשר להזמין אותם שוב, או לפנות אלינו אם נראה לכם שזו טעות.';
export const nightTakenTitle = 'הערב הזה כבר תפוס';
export const nightTakenMessage =
  'אירוע פרטי אחר אושר לאותו ערב קודם, ולכן אי אפשר לשלם על ההזמנה הזאת. אפשר לבקש ערב אחר; אם עבר תשלום על ההזמנה, צוות המקום יחזיר אותו.';
export const nothingToPayTitle = 'אין מה לשלם באתר';
export const nothingToPayMessage = 'בהזמנה הזאת אין מה לשלם באתר.';
export const loadFailedTitle = 'לא הצלחנו לטעון את ההזמנה';
export const loadFailedMessage = 'לא הצלחנו להתחבר למקום. כדאי לבדוק את החיבור ולנסות שוב.';
export const loadUnreadableMessage = 'המקום לא ענה כמצופה. כדאי לנסות שוב בעוד רגע.';
export const bookANight = 'להזמנת ערב';
export const backToHome = 'חזרה לדף הבית';
export const seeYourConfirmation = 'לאישור ההזמנה';
export const viewYourInvoice = 'לצפייה בחשבונית';

export const declinedTitle = 'התשלום נדחה';
export const declinedFallback = 'התשלום נדחה. כדאי לבדוק את פרטי הכרטיס ולנסות שוב.';
export const notCompleted = 'התשלום לא הושלם. כדאי לנסות שוב.';
export const temporaryTitle = 'התשלום עוד לא אושר';
export const temporaryMessage = 'החיבור למקום נותק לפני שהתשלום אושר. אפשר לנסות שוב: אותו תשלום נשלח שוב, כך שלעולם לא תחויבו פעמיים.';
export const unavailableTitle = 'תשלום בכרטיס לא זמין כרגע';
export const unavailableMessage = 'שום דבר לא חויב. כדאי לנסות שוב בעוד כמה דקות.';
export const unreadableTitle = 'התשלום עוד לא אושר';
export const unreadableMessage =
  'לא הצלחנו לקרוא את התשובה של המקום, ולכן אין לנו דרך לדעת אם התשלום עבר. כדאי לבדוק שוב את ההזמנה לפני התשלום: לעולם לא תחויבו פעמיים.';
export const tryAgain = 'לנסות שוב';
export const checkOrderAgain = 'לבדוק שוב את ההזמנה';
