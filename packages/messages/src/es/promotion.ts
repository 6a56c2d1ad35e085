export const promotion = 'Promoción';
export const backToWebsite = '← Volver a la web';
