// Every way onto the mailing list goes through here (docs/product.md#mailing-list): the popup, the talent form's box
// and the checkouts'. A sign-up is kept unconfirmed with its consent and queues the confirmation mail in the same
// transaction; nothing else goes to the address until the guest opens that mail's link.
import { randomUUID } from 'node:crypto';
import type { MailingListSource } from '@venue/core/mailing-list/mailing-list-source';
import { signUpStep } from '@venue/core/mailing-list/double-opt-in';
import type { MailRequest } from '@venue/core/mail/mail-request';
import type { Queryable } from '../db/database.port';
import type { Attribution } from '../http/read-input';
import { queueMail } from '../mail/queue-mail';
import type { GuestLanguage } from '../languages/guest-language';
import { consentWords } from './consent-words';
import { emailKey, insertMember, lockMember, updateMember, type Consent } from './mailing-list.store';

export interface SignUp {
  readonly email: string;
  /** What the guest told with it (the popup's fields, or the form's). */
  readonly payload: unknown;
  readonly source: MailingListSource;
  readonly attribution: Attribution;
  /** The network address the request came from (http/client-address.ts). */
  readonly address: string;
  readonly at: Date;
  /** Whether what the guest told replaces what a listed address told before (the popup: yes; a form's box: no). */
  readonly replace: boolean;
  /** The language of the page the guest signed up on (languages/request-language.ts): the consent's and the mail's. */
  readonly language: GuestLanguage;
}

/** One mail per sign-up waiting for confirmation: its instant is the occasion, so a double click adds none. */
const confirmMail = (memberId: string, email: string, consentAt: Date, language: GuestLanguage): MailRequest => ({
  kind: 'mailing-list-confirm',
  to: emailKey(email),
  about: { type: 'subscription', id: memberId },
  language,
  attachments: [],
  occasion: consentAt.toISOString(),
});

/** Signs an address up on `tx`; answers the member's id. `host` names the mail's Message-ID (mailHost). */
export async function signUpForMailingList(tx: Queryable, signUp: SignUp, host: string): Promise<string> {
  const consent: Consent = {
    at: signUp.at,
    address: signUp.address.slice(0, 100),
    source: signUp.source,
    words: consentWords(signUp.source, signUp.language),
    language: signUp.language,
  };
  const id = randomUUID();
  if (await insertMember(tx, { id, email: signUp.email, payload: signUp.payload, attribution: signUp.attribution, consent })) {
    await queueMail(tx, [confirmMail(id, signUp.email, signUp.at, signUp.language)], signUp.at, host);
    return id;
  }
  const listed = await lockMember(tx, signUp.email);
  if (!listed) throw new Error('A listed address vanished while its sign-up held it.');
  const step = signUpStep(listed, signUp.at);
  await updateMember(tx, listed.id, {
    payload: signUp.payload,
    source: signUp.source,
    attribution: signUp.attribution,
    at: signUp.at,
    replace: signUp.replace,
    consent: step === 'start' ? consent : null,
  });
  if (step !== 'keep')
    await queueMail(
      tx,
      [confirmMail(listed.id, signUp.email, step === 'start' ? signUp.at : listed.consentAt, signUp.language)],
      signUp.at,
      host,
    );
  return listed.id;
}
