export const faqTitle = 'FAQ';
export const faqIntro = 'Les réponses aux questions qu’on nous pose le plus souvent.';
export const noQuestions = 'Aucune réponse n’a encore été publiée ici.';
