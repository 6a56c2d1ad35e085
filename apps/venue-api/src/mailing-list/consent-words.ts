// The consent each sign-up records (docs/product.md#mailing-list): what the guest read before they agreed, the button or
// box included, taken from the catalog of the language the site showed them (docs/architecture.md#languages).
import type { MailingListSource } from '@venue/core/mailing-list/mailing-list-source';
import * as en from '@venue/messages/en/mailing-list';
import * as es from '@venue/messages/es/mailing-list';
import * as fr from '@venue/messages/fr/mailing-list';
import * as he from '@venue/messages/he/mailing-list';
import type { GuestLanguage } from '../languages/guest-language';
import type { Widened } from '../languages/widened';

const catalogs: Readonly<Record<GuestLanguage, Widened<typeof en>>> = { en, fr, es, he };

const popupSources: ReadonlySet<MailingListSource> = new Set(['new-mailing-list', 'api/mailingList/add']);

/** The popup's title, text and button; a form's ticked box. */
export function consentWords(source: MailingListSource, language: GuestLanguage): string {
  const m = catalogs[language];
  return popupSources.has(source)
    ? `${m.rewardsSignupTitle}. ${m.rewardsSignupIntro} [${m.rewardsSignupButton}]`
    : `[x] ${m.subscribeToMailingList}`;
}
