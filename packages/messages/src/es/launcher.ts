export const chatWithUs = 'Chatea con nosotros';
export const closeChat = 'Cerrar el chat';
