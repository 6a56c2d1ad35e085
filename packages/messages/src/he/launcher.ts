export const chatWithUs = 'צ׳אט איתנו';
export const closeChat = 'סגירת הצ׳אט';
