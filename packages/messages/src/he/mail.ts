// המיילים ללקוחות (apps/venue-api/src/mail; docs/product.md#mail), בשפת ההזמנה.
export const logoAlt = (venue: string): string => `הלוגו של ${venue}`;
export const hi = (name: string): string => (name === '' ? 'שלום,' : `שלום ${name},`);
export const factLabel = (label: string): string => `${label}:`;
export const recipientAt = (name: string, email: string): string => `${name} (${email})`;
export const order = 'הזמנה';
export const orderNumber = (number: string): string => `הזמנה ${number}`;
export const orderPreview = (title: string, number: string): string => `${title}. הזמנה ${number}.`;
export const amounts = 'סכומים';
export const yourCodeForTheDoor = 'הקוד שלכם לכניסה';
export const yourCodesForTheDoor = 'הקודים שלכם לכניסה';
export const yourTableCodeForTheDoor = 'קוד השולחן שלכם לכניסה';
export const seeTheEvent = 'לפרטי האירוע';
export const codeAlt = (guest: string, label: string, night: string): string =>
  `קוד כניסה של ${guest}: ${label}, בערב ${night}. יש להציג אותו בכניסה, תקף לכניסה אחת.`;
export const codeForNight = (label: string, night: string): string => `${label}, בערב ${night}`;
export const openCodeFullScreen = (guest: string): string => `לפתוח את הקוד של ${guest} במסך מלא`;
export const invoiceAttached = 'החשבונית מצורפת כקובץ PDF.';
export const viewYourInvoice = 'לצפייה בחשבונית';
export const calendarTakesOff = 'קובץ היומן המצורף (.ics) מוחק את הערב מהיומן שלכם.';
export const calendarAttached = 'כדי להוסיף את הערב ליומן, יש לפתוח את קובץ היומן המצורף (.ics).';
export const addNightToCalendar = 'להוסיף את הערב ליומן';

export const ticketsSubject = (night: string): string => `הכרטיסים שלכם ל־${night}`;
export const ticketsPreview = (night: string, when: string): string => `הכרטיסים שלכם הוזמנו: ${night}, ${when}.`;
export const ticketsTitle = 'הכרטיסים שלכם הוזמנו';
export const ticketsThanks = 'תודה! כל אורח מציג בכניסה את הקוד שלו. מחכים לראות אתכם.';
export const ticketsEachCode =
  'כל קוד מכניס אורח אחד, פעם אחת. אפשר לשלוח לכל חבר את הקישור שמתחת לקוד שלו: הוא יראה רק את הקוד שלו, ולא שום פרט אחר מההזמנה.';
export const ticketsOneCode = 'הקוד שלכם תקף לכניסה אחת.';

export const guestCodeSubject = (night: string): string => `הקוד שלכם ל־${night}`;
export const guestCodePreview = (night: string, when: string): string => `אתם ברשימה של ${night}, ${when}.`;
export const guestCodeTitle = 'אתם ברשימה';
export const guestCodeIntro = (night: string): string => `יש לכם כרטיס ל־${night}. הנה הקוד האישי שלכם לכניסה: הוא תקף לכניסה אחת.`;
export const guestCodeShow = 'יש להציג את הקוד בכניסה. כדאי להגביר את בהירות המסך.';

export const reservationPreview = (title: string, when: string): string => `${title}: ${when}.`;
export const reservationConfirmedSubject = (when: string): string => `השולחן שלכם ב־${when} מאושר`;
export const reservationConfirmedTitle = 'תודה על ההזמנה';
export const reservationConfirmedBody = 'הזמנת השולחן שלכם התקבלה. מחכים לראות אתכם.';
export const reservationChangedSubject = (when: string): string => `ההזמנה שלכם עודכנה: ${when}`;
export const reservationChangedTitle = 'ההזמנה שלכם עודכנה';
export const reservationChangedBody = 'זו ההזמנה שלכם כפי שהיא עכשיו. מחכים לראות אתכם.';
export const reservationCancelledSubject = (when: string): string => `ההזמנה שלכם ל־${when} בוטלה`;
export const reservationCancelledTitle = 'ההזמנה הזו בוטלה';
export const reservationCancelledBody = (when: string): string => `השולחן שלכם ל־${when} בוטל. נשמח לראות אתכם בערב אחר.`;
export const reservationReminderSubject = (when: string): string => `נתראה בקרוב: השולחן שלכם ב־${when}`;
export const reservationReminderTitle = 'נתראה בקרוב';
export const reservationReminderBody = (venue: string): string =>
  `תזכורת לשולחן שלכם ב־${venue}. אם התוכניות השתנו, נשמח שתעדכנו או תבטלו את ההזמנה כדי שנוכל לתת את השולחן למישהו אחר.`;
export const dateAtTime = (date: string, time: string): string => `${date} בשעה ${time}`;
export const reservation = 'הזמנה';
export const specialRequest = 'בקשה מיוחדת';
export const reserveATable = 'להזמין שולחן';
export const night = 'ערב';
export const arrival = 'הגעה';
export const guests = 'אורחים';
export const where = 'איפה';
export const openInMaps = 'לפתוח במפות';

export const bookingReceivedSubject = (venue: string): string => `קיבלנו את בקשתכם להזמין את ${venue}`;
export const bookingReceivedTitle = 'תודה על בקשת ההזמנה';
export const bookingReceivedBody = 'קיבלנו את בקשתכם להזמין את המקום. הצוות שלנו ייצור איתכם קשר כדי לאשר את הפרטים.';
export const bookingConfirmedSubject = (when: string): string => `ההזמנה שלכם ל־${when} מאושרת`;
export const bookingConfirmedTitle = 'ההזמנה שלכם מאושרת';
export const bookingConfirmedBody = (when: string): string => `המקום שלכם בערב ${when}. הצוות שלנו ייצור איתכם קשר לגבי הפרטים.`;
export const bookingNumber = 'מספר הזמנה';
export const event = 'אירוע';
export const seeYourBooking = 'לצפייה בהזמנה';
export const cancelThisBooking = 'לבטל את ההזמנה';

export const bottlesSubject = (night: string): string => `שירות הבקבוקים שלכם ב־${night}`;
export const bottlesTitle = 'שירות הבקבוקים שלכם הוזמן';
export const bottlesBody = 'תודה! השולחן והבקבוקים שמורים לכם לערב שבחרתם. יש להביא תעודה מזהה עם השם שבהזמנה ואת הכרטיס שבו שילמתם.';
export const foodSubject = (venue: string): string => `הזמנת האוכל שלכם מ־${venue}`;
export const foodTitle = 'הזמנת האוכל שלכם התקבלה';
export const foodBody = 'תודה! המטבח קיבל את ההזמנה וישלח אותה לכתובת שמסרתם.';
export const coatCheckSubject = (claim: string): string => `כרטיס המלתחה שלכם ${claim}`;
export const coatCheckTitle = 'המלתחה שולמה';
export const coatCheckCodeTitle = 'הקוד שלכם לדלפק המלתחה';
export const coatCheckBody = 'תודה! יש להציג את הכרטיס בדלפק המלתחה כדי לקבל את הפריטים.';
export const claimTicket = 'כרטיס מלתחה';

export const giftReceiptSubject = (venue: string): string => `הקבלה על כרטיס המתנה של ${venue}`;
export const giftReceiptTitle = 'כרטיס המתנה שולם';
export const giftReceiptBody = 'תודה! כדאי לשמור את מספר ההזמנה שלמטה: זה מספר האסמכתה של כרטיס המתנה במקום.';
export const giftGoesTo = (recipient: string): string => `כרטיס המתנה נשלח אל ${recipient}.`;
export const giftSubject = (sender: string, venue: string): string => `${sender} שלחו לכם כרטיס מתנה של ${venue}`;
export const giftPreview = (amount: string, sender: string): string => `כרטיס מתנה בסך ${amount} מאת ${sender}.`;
export const giftTitle = 'כרטיס מתנה בשבילכם';
export const giftBody = (sender: string, amount: string, venue: string): string =>
  `${sender} שלחו לכם כרטיס מתנה בסך ${amount} ל־${venue}.`;
export const quoted = (message: string): string => `״${message}״`;
export const giftValue = 'שווי';
export const giftReference = 'אסמכתה';
export const giftUseReference = 'כדי להשתמש בכרטיס, יש למסור את מספר האסמכתה במקום.';
export const seeWhatIsOn = 'מה קורה אצלנו';
export const aFriend = 'חבר';

export const myOrdersSubject = (venue: string): string => `ההזמנות שלכם ב־${venue}`;
export const myOrdersPreview = 'הנה הקישור להזמנות שלכם ולקודים שלהן.';
export const myOrdersTitle = 'ההזמנות שלכם';
export const myOrdersIntro = 'ביקשתם לראות את ההזמנות שלכם. אפשר לפתוח אותן, עם כל קודי הכניסה, בכל מכשיר:';
export const myOrdersButton = 'להזמנות שלי';
export const myOrdersUntil = (expires: string): string => `הקישור תקף עד ${expires}. אם לא ביקשתם אותו, אפשר להתעלם מהמייל.`;
export const total = 'סה״כ';
export const status = 'סטטוס';
export const kindWithEvent = (kind: string, event: string): string => `${kind}: ${event}`;
export const kindTickets = 'כרטיסים';
export const kindFood = 'משלוח אוכל';
export const kindGiftCard = 'כרטיס מתנה';
export const kindCoatCheck = 'מלתחה';
export const kindBottles = 'שירות בקבוקים';
export const kindReservation = 'הזמנת שולחן';
export const kindBooking = 'הזמנת המקום';

export const listSubject = (venue: string): string => `נא לאשר את ההרשמה לרשימת התפוצה של ${venue}`;
export const listPreview = 'קליק אחד לאישור ההרשמה.';
export const listTitle = 'אישור ההרשמה';
export const listIntro = (venue: string): string =>
  `ביקשתם להצטרף לרשימת התפוצה של ${venue}, כדי לשמוע ראשונים על ערבים חדשים, רשימות אורחים והטבות יום הולדת.`;
export const listButton = 'לאשר את ההרשמה';
export const listUntil = (expires: string): string =>
  `הקישור תקף עד ${expires}. אם זה לא הייתם אתם, אפשר להתעלם מהמייל: לא נכתוב שוב לכתובת הזו, וההרשמה תימחק בתוך 72 שעות.`;
export const statusPending = 'ממתינה';
export const statusConfirmed = 'מאושרת';
export const statusPaid = 'שולמה';
export const statusCancelled = 'בוטלה';
