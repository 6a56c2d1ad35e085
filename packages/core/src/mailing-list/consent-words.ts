// The words a guest is shown where they join the mailing list (docs/product.md#mailing-list): the site shows these
// constants, and the backend keeps the same words with each sign-up as the consent it was given.

/** The rewards signup popup on the home page. */
export const REWARDS_SIGNUP_WORDS = {
  title: 'Join our rewards list',
  intro: 'Be first to hear about new nights, guest lists and birthday rewards.',
  button: 'Sign me up',
} as const;

/** The box every checkout form (tickets, bottles) and the talent form ends with. */
export const MAILING_LIST_CHECKBOX_WORDS = 'Subscribe to our mailing list';

/** Where a sign-up came from: the popup's two addresses, the talent form, and the two checkouts. */
export const mailingListSources = [
  'new-mailing-list',
  'api/mailingList/add',
  'api/talents/new-talent',
  'ticket-order',
  'bottle-order',
] as const;
export type MailingListSource = (typeof mailingListSources)[number];

const popupWords = `${REWARDS_SIGNUP_WORDS.title}. ${REWARDS_SIGNUP_WORDS.intro} [${REWARDS_SIGNUP_WORDS.button}]`;
const checkboxWords = `[x] ${MAILING_LIST_CHECKBOX_WORDS}`;

/** The consent each source records: what the guest read before they agreed, the button or box included. */
export const consentWords: Readonly<Record<MailingListSource, string>> = {
  'new-mailing-list': popupWords,
  'api/mailingList/add': popupWords,
  'api/talents/new-talent': checkboxWords,
  'ticket-order': checkboxWords,
  'bottle-order': checkboxWords,
};
