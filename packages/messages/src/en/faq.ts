// The questions guests ask (apps/web/src/pages/faq).
export const faqTitle = 'FAQ';
export const faqIntro = 'Answers to what guests ask us most.';
export const noQuestions = 'No questions have been answered here yet.';
