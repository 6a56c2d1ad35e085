export const highlights = 'מומלצים';
export const close = 'סגירה';
export const rewardsTitle = 'הטבות ורשימות אורחים';
export const rewardsIntro = 'הצטרפו לרשימת התפוצה שלנו וקבלו כרטיסים לפני כולם, מקום ברשימת האורחים ופינוק בשבוע של יום ההולדת.';
export const joinRewards = 'הצטרפות למועדון ההטבות';
