export const bottlesTitle = 'שירות הבקבוקים הוזמן';
export const bottlesMessage =
  'תודה! השולחן והבקבוקים שמורים לכם לערב שבחרתם. יש להביא תעודה מזהה עם תמונה על השם שבהזמנה, ואת הכרטיס ששילמתם בו.';
export const ticketsTitle = 'הכרטיסים הוזמנו';
export const ticketsMessage = 'תודה! כל אורח מציג בכניסה את הקוד שלו. מחכים לראות אתכם.';
export const foodTitle = 'הזמנת האוכל התקבלה';
export const foodMessage = 'תודה! המטבח קיבל את ההזמנה וישלח אותה לכתובת שמסרתם.';
export const giftCardTitle = 'כרטיס המתנה שולם';
export const giftCardMessage = 'תודה! כדאי לשמור את מספר ההזמנה שלמטה: זה המספר המזהה של כרטיס המתנה במקום.';
export const reservationTitle = 'תודה על ההזמנה';
export const reservationMessage = 'הזמנת השולחן התקבלה. מחכים לראות אתכם.';
export const bookingTitle = 'תודה על בקשת ההזמנה';
export const bookingMessage = 'הבקשה להזמין את המקום התקבלה. הצוות שלנו ייצור קשר כדי לאשר את הפרטים.';
export const coatCheckTitle = 'המלתחה שולמה';
export const coatCheckMessage = 'תודה! יש להציג את כרטיס המלתחה בדלפק כדי לאסוף את החפצים.';
export const talentTitle = 'תודה על הפנייה';
export const talentMessage = 'הצוות שלנו עובר על כל פנייה של אמנים, וניצור קשר אם יש התאמה.';
export const genericTitle = 'תודה';
export const genericMessage = 'אפשר לראות מה מחכה בהמשך, או לחזור לדף הבית.';
export const pendingReservationTitle = 'עוד לא שמור';
export const pendingReservationMessage = 'ההזמנה הזאת מחכה לאישור שלכם: עד אז השולחן נשמר לזמן קצר בלבד.';
export const unpaidTitle = 'ההזמנה הזאת עוד לא שולמה';
export const unpaidMessage = 'ההזמנה נשמרה, אבל התשלום עליה לא עבר.';

export const giftCardGoesTo = <T>(name: T, email: T): (string | T)[] => ['כרטיס המתנה מיועד ל', name, ' (', email, ').'];

export const mailedTickets = <T>(address: T): (string | T)[] => ['שלחנו את הכרטיסים אל ', address, '.'];
export const mailedBottles = <T>(address: T): (string | T)[] => ['שלחנו את הזמנת השולחן אל ', address, '.'];
export const mailedFood = <T>(address: T): (string | T)[] => ['שלחנו את ההזמנה אל ', address, '.'];
export const mailedGiftCard = <T>(address: T): (string | T)[] => ['שלחנו את הקבלה על כרטיס המתנה אל ', address, '.'];
export const mailedReservation = <T>(address: T): (string | T)[] => ['שלחנו את פרטי ההזמנה אל ', address, '.'];
export const mailedBooking = <T>(address: T): (string | T)[] => ['שלחנו את בקשת ההזמנה אל ', address, '.'];
export const mailedCoatCheck = <T>(address: T): (string | T)[] => ['שלחנו את כרטיס המלתחה אל ', address, '.'];

export const viewYourInvoice = 'לצפייה בחשבונית';
export const goToPayment = 'למעבר לתשלום';
