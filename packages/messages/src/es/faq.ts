export const faqTitle = 'Preguntas frecuentes';
export const faqIntro = 'Respuestas a lo que más nos preguntan.';
export const noQuestions = 'Todavía no hay preguntas respondidas aquí.';
