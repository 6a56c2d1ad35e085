export const promotion = 'מבצע';
export const backToWebsite = '→ חזרה לאתר';
