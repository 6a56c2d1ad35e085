export const faqTitle = 'שאלות נפוצות';
export const faqIntro = 'תשובות לשאלות ששואלים אותנו הכי הרבה.';
export const noQuestions = 'עדיין לא פורסמו כאן תשובות.';
