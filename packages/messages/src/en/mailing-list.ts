// Where a guest joins the mailing list (docs/product.md#mailing-list): the rewards popup and the box of the checkouts
// and the talent form. The backend keeps these words with each sign-up as the consent it was given.
export const rewardsSignupTitle = 'Join our rewards list';
export const rewardsSignupIntro = 'Be first to hear about new nights, guest lists and birthday rewards.';
export const rewardsSignupButton = 'Sign me up';
export const subscribeToMailingList = 'Subscribe to our mailing list';
/** The popup's heading once the guest signed up. */
export const thankYou = 'Thank you';
