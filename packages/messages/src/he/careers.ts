// עמוד הדרושים (apps/web/src/pages/careers): המשרות הפתוחות וטופס המועמדות
// (docs/product.md#careers-contact-and-staff-availability).
export const title = 'דרושים';
export const intro = 'ברמנים, מארחים, אבטחה, סאונד: האנשים שעושים לנו את הלילות. ספרו לנו עליכם.';

// המשרות הפתוחות.
export const openPositions = 'משרות פתוחות';
export const positionsCouldNotLoad = 'לא הצלחנו לטעון כרגע את המשרות הפתוחות. עדיין אפשר לשלוח מועמדות כללית.';
export const noOpenPositions = 'אין כרגע משרות פתוחות. עדיין אפשר לשלוח מועמדות כללית, ונשמור אותה להזדמנות הבאה.';

// שדות הטופס.
export const nameLabel = 'השם שלכם';
export const emailLabel = 'אימייל';
export const phoneLabel = 'מספר טלפון';
export const positionLabel = 'משרה';
export const messageLabel = 'הודעה';
export const cvLabel = 'קורות החיים שלכם';
export const choosePosition = 'בחירת משרה';
export const generalApplication = 'מועמדות כללית';
export const messageHint = 'הניסיון שלכם, והערבים שבהם אתם יכולים לעבוד.';

// קורות החיים.
export const cvHint = 'קובץ PDF, DOC או DOCX עד 5 MB.';
export const noCvChosen = 'לא נבחרו קורות חיים';
export const cvChosen = (name: string): string => `נבחר: ${name}`;
export const removeCv = 'להסיר את קורות החיים';
export const cvCouldNotBeRead = 'לא הצלחנו לקרוא את קורות החיים. כדאי לבחור אותם שוב.';

// השליחה.
export const apply = 'הגשת מועמדות';
export const sendApplication = 'לשלוח מועמדות';
export const sendingApplication = 'שולחים את המועמדות שלכם…';
export const applicationFailed = 'לא הצלחנו לשלוח את המועמדות. אפשר לנסות שוב; כל מה שהקלדתם נשמר.';
export const thanks = 'תודה על המועמדות';
export const thanksText = <T>(position: string, email: T): (string | T)[] => [
  `קיבלנו את המועמדות שלכם למשרת ${position}. נחזור אליכם לכתובת `,
  email,
  '.',
];
export const sendAnother = 'לשלוח מועמדות נוספת';
