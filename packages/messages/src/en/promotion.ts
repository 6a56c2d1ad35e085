// A promotion's page, the venue's own mail shown full screen (apps/web/src/pages/promotion).
export const promotion = 'Promotion';
export const backToWebsite = '← Back to the website';
