// The mailing-list box at the end of the ticket and bottle checkouts (docs/product.md#mailing-list): ticked, the
// order's create signs the buyer up in its own transaction, so a refused or retried create signs up no one twice.
import type { Context } from 'hono';
import type { Queryable } from '../db/database.port';
import type { ApiContext } from '../http/api-context';
import { clientAddress } from '../http/client-address';
import type { Attribution } from '../http/read-input';
import { mailHost } from '../mail/mail-settings';
import { requestLanguage } from '../languages/request-language';
import { signUpForMailingList } from './sign-up';

interface CheckoutGuest {
  readonly clientName: string;
  readonly clientEmail: string;
  readonly clientPhoneNumber: string;
  readonly mailingListSubscribe?: boolean | undefined;
}

export async function signUpFromCheckout(
  tx: Queryable,
  ctx: ApiContext,
  c: Context,
  source: 'ticket-order' | 'bottle-order',
  guest: CheckoutGuest,
  attribution: Attribution,
): Promise<void> {
  if (guest.mailingListSubscribe !== true) return;
  const member = { clientName: guest.clientName, clientEmail: guest.clientEmail, clientPhoneNumber: guest.clientPhoneNumber };
  const at = ctx.now();
  const address = clientAddress(c, ctx.trustProxy);
  // A checkout's box adds an address; it never rewrites what the guest told the popup.
  const language = await requestLanguage(c, tx);
  const signUp = { email: guest.clientEmail, payload: member, source, attribution, address, at, replace: false, language };
  await signUpForMailingList(tx, signUp, mailHost(ctx.mail));
}
