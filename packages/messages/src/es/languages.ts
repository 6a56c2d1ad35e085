export const languageHeading = 'Idioma';
