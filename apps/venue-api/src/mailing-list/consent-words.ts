// The consent each sign-up records (docs/product.md#mailing-list): what the guest read before they agreed, the button or
// box included, taken from the catalog the site shows. English until the backend has the guest's language
// (docs/architecture.md#languages).
import type { MailingListSource } from '@venue/core/mailing-list/mailing-list-source';
import * as m from '@venue/messages/en/mailing-list';

const popupWords = `${m.rewardsSignupTitle}. ${m.rewardsSignupIntro} [${m.rewardsSignupButton}]`;
const checkboxWords = `[x] ${m.subscribeToMailingList}`;

export const consentWords: Readonly<Record<MailingListSource, string>> = {
  'new-mailing-list': popupWords,
  'api/mailingList/add': popupWords,
  'api/talents/new-talent': checkboxWords,
  'ticket-order': checkboxWords,
  'bottle-order': checkboxWords,
};
