export const languageHeading = 'שפה';
