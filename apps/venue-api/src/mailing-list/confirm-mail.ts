// What the mailing-list-confirm mail says (docs/product.md#mailing-list), read when it is sent: to whom, the link
// that confirms the sign-up, and when that link lapses. Nothing when the sign-up was confirmed meanwhile or is gone.
import type { ApiContext } from '../http/api-context';
import { signedLinks } from '../mail/signed-links';
import { confirmLink } from './list-links';
import { findMember } from './mailing-list.store';

export interface MailingListConfirmMail {
  /** The address as the list keeps it. */
  readonly to: string;
  /** Absolute: `{publicUrl}venue-api/mailing-list/confirm/{token}`. */
  readonly confirmUrl: string;
  /** 72 hours after the sign-up. */
  readonly expiresAt: Date;
}

/** `subscriptionId`: the mail's `about.id` (about.type 'subscription'). */
export async function mailingListConfirmMail(
  ctx: Pick<ApiContext, 'db' | 'now' | 'mail'>,
  subscriptionId: string,
): Promise<MailingListConfirmMail | null> {
  const member = await findMember(ctx.db, subscriptionId);
  if (!member || member.status === 'confirmed') return null;
  const link = confirmLink(await signedLinks(ctx.db, ctx.now), ctx.mail.publicUrl, member.id, member.consentAt);
  return { to: member.emailKey, confirmUrl: link.url, expiresAt: link.expiresAt };
}
