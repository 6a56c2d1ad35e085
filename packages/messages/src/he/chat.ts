// צ׳אט התמיכה והכפתור שלו (apps/web/src/chat, shell/launcher-button.tsx): המילים של הווידג׳ט; תשובות הבוט מגיעות
// מהשרת כפי שהוא כותב אותן (docs/product.md#support-chat).

// הכפתור וראש החלונית.
export const supportChat = 'צ׳אט תמיכה';
export const people = 'משתתפים';
export const headerIntro = 'שאלות על כרטיסים, שולחנות או על הערב? הצוות והעוזר שלנו כאן כדי לעזור.';
export const peopleInConversation = 'המשתתפים בשיחה';
export const you = 'אתם';
export const youNamed = (name: string): string => `אתם (${name})`;
export const venueTeam = 'צוות המקום';
export const venueAssistant = 'העוזר של המקום';

// המסכים.
export const loadingConversation = 'טוענים את השיחה שלכם…';
export const introText = 'שלחו לנו הודעה ונענה כאן. תשובות רבות כבר נמצאות במאגר הידע שלנו.';
export const startConversation = 'להתחיל שיחה';
export const knowledgeBase = 'מאגר הידע';

// טופס שיחה חדשה.
export const formCouldNotLoad = 'לא הצלחנו לטעון את הטופס. כדאי לבדוק את החיבור ולפתוח שוב את הצ׳אט.';
export const loadingForm = 'טוענים את הטופס…';
export const formIntro = 'ספרו לנו מי אתם ונתחיל את השיחה.';
export const nameLabel = 'שם';
export const emailLabel = 'אימייל';
export const phoneLabel = 'טלפון';
export const startingConversation = 'פותחים את השיחה…';
export const startChat = 'להתחיל צ׳אט';
export const back = 'חזרה';

// השיחה.
export const messagesLabel = 'הודעות';
export const venueTyping = 'המקום מקליד…';
export const suggestedQuestions = 'שאלות מוצעות';
export const reconnecting = 'מתחברים מחדש… ההודעות שלכם יישלחו כשהחיבור יחזור.';
export const venue = 'המקום';
export const sending = 'שולחים…';
export const notDelivered = 'לא נמסרה';
export const pictureAlt = (name: string): string => `תמונה: ${name}`;
export const unnamedFile = 'קובץ';
export const ratedGood = 'דירגתם את השירות שלנו כטוב.';
export const ratedBad = 'דירגתם את השירות שלנו כגרוע.';

// הדירוג.
export const rateOurService = 'דרגו את השירות שלנו';
export const rateUs = 'דרגו אותנו';
export const rateOutOfFive = (rate: number): string => `לדרג ${rate} מתוך 5`;

// תיבת ההודעה.
export const writeAMessage = 'כתיבת הודעה';
export const attached = <T>(name: T, size: T): (string | T)[] => ['מצורף: ', name, ' (', size, ')'];
export const removeFile = (name: string): string => `להסיר את ${name}`;
export const openingRecorder = 'פותחים את ההקלטה…';
export const messageLabel = 'הודעה';
export const messagePlaceholder = 'כתבו הודעה…';
export const emoji = 'אימוג׳י';
export const attachFile = 'לצרף קובץ';
export const fileToAttach = 'קובץ לצירוף';
export const recordVoiceMessage = 'להקליט הודעה קולית';
export const send = 'שליחה';
export const fileTooLarge = 'הקובץ גדול מ־10 MB ואי אפשר לשלוח אותו.';
export const fileEmpty = 'הקובץ ריק ואי אפשר לשלוח אותו.';
export const fileTypeRefused = 'אפשר לשלוח רק תמונות (PNG, JPEG, GIF, WebP) וקובצי PDF.';

// גודל קובץ.
export const sizeInBytes = (amount: string): string => `${amount} B`;
export const sizeInKilobytes = (amount: string): string => `${amount} KB`;
export const sizeInMegabytes = (amount: string): string => `${amount} MB`;

// הודעות קוליות.
export const voiceMessage = 'הודעה קולית';
export const voiceMessageLength = (length: string): string => `הודעה קולית ${length}`;
export const playVoiceMessage = 'להשמיע את ההודעה הקולית';
export const pauseVoiceMessage = 'להשהות את ההודעה הקולית';
export const recording = 'מקליטים…';
export const paused = 'מושהה';
export const startingMicrophone = 'מפעילים את המיקרופון…';
export const pause = 'השהיה';
export const resume = 'המשך';
export const stopAndSend = 'לעצור ולשלוח';
export const cancel = 'ביטול';
export const close = 'סגירה';
export const microphoneUnsupported = 'הדפדפן הזה לא מאפשר שימוש במיקרופון.';
export const microphoneDenied = 'הגישה למיקרופון נחסמה.';
export const microphoneFailed = 'לא הצלחנו להפעיל את המיקרופון.';
export const recordingNotSaved = 'לא הצלחנו לשמור את ההקלטה.';

// שמות האימוג׳י בבורר.
export const emojiGrinning = 'פרצוף מחייך';
export const emojiTearsOfJoy = 'פרצוף בוכה מצחוק';
export const emojiHeartEyes = 'פרצוף עם עיני לב';
export const emojiSunglasses = 'פרצוף עם משקפי שמש';
export const emojiPartying = 'פרצוף חוגג';
export const emojiWinking = 'פרצוף קורץ';
export const emojiThinking = 'פרצוף חושב';
export const emojiCrying = 'פרצוף בוכה';
export const emojiThumbsUp = 'אגודל למעלה';
export const emojiThumbsDown = 'אגודל למטה';
export const emojiClapping = 'ידיים מוחאות כפיים';
export const emojiFoldedHands = 'ידיים שלובות';
export const emojiRedHeart = 'לב אדום';
export const emojiFire = 'אש';
export const emojiPartyPopper = 'זיקוקי מסיבה';
export const emojiBottle = 'בקבוק שמפניה נפתח';
export const emojiCocktail = 'כוס קוקטייל';
export const emojiMusicalNotes = 'תווים';
export const emojiWomanDancing = 'אישה רוקדת';
export const emojiManDancing = 'גבר רוקד';
export const emojiSparkles = 'נצנצים';
export const emojiWavingHand = 'יד מנופפת';
export const emojiCheckMark = 'סימן וי';
export const emojiQuestionMark = 'סימן שאלה';
