export const chatWithUs = 'Discuter avec nous';
export const closeChat = 'Fermer le chat';
