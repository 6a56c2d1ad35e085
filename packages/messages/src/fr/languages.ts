export const languageHeading = 'Langue';
