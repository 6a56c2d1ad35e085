// איפה מצטרפים לרשימת התפוצה (docs/product.md#mailing-list): חלון ההטבות והתיבה בקופות ובטופס האמנים. השרת שומר את
// המילים האלה עם כל הרשמה, כהסכמה שניתנה.
export const rewardsSignupTitle = 'הצטרפו למועדון ההטבות שלנו';
export const rewardsSignupIntro = 'ראשונים לשמוע על ערבים חדשים, רשימות אורחים והטבות ליום ההולדת.';
export const rewardsSignupButton = 'להצטרף';
export const subscribeToMailingList = 'להירשם לרשימת התפוצה שלנו';
export const thankYou = 'תודה';
