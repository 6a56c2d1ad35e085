// The headers of every mail to the mailing list (RFC 8058, docs/product.md#mailing-list): a mail client offers its
// own unsubscribe button, which POSTs `List-Unsubscribe=One-Click` to the link and is done.
import type { ApiContext } from '../http/api-context';
import { signedLinks } from '../mail/signed-links';
import { unsubscribeLink } from './list-links';
import { emailKey } from './mailing-list.store';

export type ListMailHeaders = Readonly<{ 'List-Unsubscribe': string; 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }>;

/** The headers of a list mail to `email`; send it only when mayMailList(db, email) says so. */
export async function listMailHeaders(ctx: Pick<ApiContext, 'db' | 'now' | 'mail'>, email: string): Promise<ListMailHeaders> {
  const links = await signedLinks(ctx.db, ctx.now);
  return {
    'List-Unsubscribe': `<${unsubscribeLink(links, ctx.mail.publicUrl, emailKey(email))}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
