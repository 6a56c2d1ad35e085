// Leaving core (docs/product.md#mailing-list): the words now come from the mailing-list catalog (~messages/mailing-list),
// and the backend builds the consent from it (apps/venue-api/src/mailing-list/consent-words.ts). These stay only until
// the rewards popup and the checkout box read the catalog; then this file goes.

/** @deprecated Read `~messages/mailing-list` (rewardsSignupTitle, rewardsSignupIntro, rewardsSignupButton). */
export const REWARDS_SIGNUP_WORDS = {
  title: 'Join our rewards list',
  intro: 'Be first to hear about new nights, guest lists and birthday rewards.',
  button: 'Sign me up',
} as const;

/** @deprecated Read `~messages/mailing-list` (subscribeToMailingList). */
export const MAILING_LIST_CHECKBOX_WORDS = 'Subscribe to our mailing list';
