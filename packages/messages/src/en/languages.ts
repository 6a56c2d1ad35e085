// The language switcher in the footer (shell/language-switcher.tsx).
export const languageHeading = 'Language';
