// עמוד יצירת הקשר (apps/web/src/pages/contact): איפה למצוא את המקום וטופס יצירת קשר
// (docs/product.md#careers-contact-and-staff-availability).
export const title = 'צרו קשר';
export const intro = 'שאלות על ערב מסוים, על אירוע פרטי או על משהו ששכחתם אצלנו? כתבו לנו.';

// איפה למצוא אותנו.
export const findUs = 'איך מגיעים';
export const addressUnavailable = 'הכתובת שלנו לא זמינה כרגע.';
export const openInMaps = 'לפתוח במפות';
export const openingHours = 'שעות פתיחה';
export const followUs = 'עקבו אחרינו';

// הטופס.
export const nameLabel = 'השם שלכם';
export const emailLabel = 'אימייל';
export const phoneLabel = 'מספר טלפון';
export const subjectLabel = 'נושא';
export const messageLabel = 'הודעה';
export const writeToUs = 'כתבו לנו';
export const sendMessage = 'לשלוח הודעה';
export const sendingMessage = 'שולחים את ההודעה שלכם…';
export const messageFailed = 'לא הצלחנו לשלוח את ההודעה. אפשר לנסות שוב; כל מה שהקלדתם נשמר.';
export const thanks = 'תודה על ההודעה';
export const thanksText = <T>(email: T): (string | T)[] => ['נחזור אליכם בהקדם לכתובת ', email, '.'];
export const sendAnother = 'לשלוח הודעה נוספת';
