// עמודי האמנים (apps/web/src/pages/talents): הרשימה, העמוד של כל אמן וטופס ההגשה
// (docs/product.md#talents, docs/product.md#talent-submissions).
import { plural } from '../plural-rules';

// רשימת האמנים.
export const talents = 'אמנים';
export const talentsIntro = 'הדיג׳יים, הזמרים והלהקות שעושים לנו את הלילות.';
export const noTalents = 'עדיין אין אמנים ברשימה.';
export const talentPages = 'עמודי האמנים';
export const previousPage = 'לעמוד הקודם';
export const nextPage = 'לעמוד הבא';

// העמוד של אמן.
export const allTalents = '→ כל האמנים';
export const watchAndListen = 'לצפות ולהאזין';
export const videoTitle = (name: string, number: number): string => `${name}, סרטון ${number}`;
export const playVideo = 'לנגן את הסרטון';
export const soundCloudTitle = (name: string, number: number): string => `${name} ב־SoundCloud, ${number}`;
export const playOnSoundCloud = 'להאזין ב־SoundCloud';
export const mixCloudTitle = (name: string, number: number): string => `${name} ב־MixCloud, ${number}`;
export const playOnMixCloud = 'להאזין ב־MixCloud';
export const photosOf = (name: string): string => `תמונות של ${name}`;
export const photoOf = (name: string, number: number): string => `${name}, תמונה ${number}`;

// טופס ההגשה.
export const talentSubmissions = 'הגשת מועמדות לאמנים';
export const talentsImage = 'אמנים שמופיעים אצלנו';
export const yourApplication = 'הגשת המועמדות שלכם';
export const stageNameLabel = 'שם במה';
export const phoneLabel = 'טלפון';
export const websiteLabel = 'אתר';
export const emailLabel = 'אימייל ליצירת קשר';
export const musicStyleLabel = 'סגנון מוזיקלי';
export const feeLabel = 'מה השכר שלכם?';
export const photosLabel = 'העלאת תמונות';
export const facebookLabel = 'פייסבוק';
export const instagramLabel = 'אינסטגרם';
export const youtubeLabel = 'יוטיוב';
export const mediaLinksLabel = 'קישורים להופעות הכי טובות שלכם ב־YouTube, SoundCloud או MixCloud';
export const biographyLabel = 'ביוגרפיה';
export const feeOutOfRange = 'יש להזין שכר של 0 ומעלה.';
export const userName = 'שם משתמש';
export const agreeToSms = 'אני רוצה לקבל מבצעים ב־SMS';
export const submit = 'שליחה';
export const sendingApplication = 'שולחים את המועמדות שלכם…';
export const confirmation = 'אישור';

// תמונות.
export const photosHint = (max: number): string => `העלו 5 תמונות יח״צ בגודל אינסטגרם (1 עד ${max} תמונות, עד 5 MB כל אחת).`;
export const noPhotoChosen = 'לא נבחרה תמונה';
export const photoCount = (count: number): string => plural('he', count, { one: 'תמונה אחת', two: 'שתי תמונות', other: `${count} תמונות` });
export const removePhoto = 'להסיר את התמונות';
export const notAPicture = 'הקובץ שבחרתם אינו תמונה';
export const photosCouldNotBeRead = 'לא הצלחנו לקרוא את התמונות. כדאי לבחור אותן שוב.';

// קישורים.
export const mediaLinks = 'קישורים להופעות';
export const mediaLinkNumber = (number: number): string => `קישור ${number}`;
export const addLink = 'להוסיף קישור';
export const removeMediaLink = (number: number): string => `להסיר את קישור ${number}`;
export const remove = 'הסרה';
