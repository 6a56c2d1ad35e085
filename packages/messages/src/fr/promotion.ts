export const promotion = 'Offre';
export const backToWebsite = '← Retour au site';
