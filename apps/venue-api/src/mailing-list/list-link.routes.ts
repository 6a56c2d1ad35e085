// The links list mails carry (docs/product.md#mailing-list), open to anyone holding one, with no sign-in: the token
// is the proof. GET confirm/{token} confirms a sign-up; GET unsubscribe/{token} shows a button; a POST to it (the
// button, or a mail client's RFC 8058 one-click `List-Unsubscribe=One-Click`) unsubscribes at once.
import { Hono, type Context } from 'hono';
import type { ApiContext } from '../http/api-context';
import { scriptNonceOf } from '../http/security-headers';
import { signedLinks } from '../mail/signed-links';
import { confirmPath, unsubscribePath } from './list-links';
import {
  confirmedPage,
  expiredConfirmPage,
  invalidLinkPage,
  renderListPage,
  unsubscribedPage,
  unsubscribeFormPage,
  type ListPage,
} from './list-pages';
import { confirmMember, leaveList, memberLanguage } from './mailing-list.store';
import { guestLanguage, type GuestLanguage } from '../languages/guest-language';
import { requestLanguage } from '../languages/request-language';

/** A token is some hundred characters; anything much longer is refused before it is read. */
const MAX_TOKEN_LENGTH = 600;

export function mailingListLinkRoutes(ctx: ApiContext): Hono {
  const routes = new Hono();
  const answer = (c: Context, page: ListPage) => {
    const nonce = scriptNonceOf(c);
    return c.html(renderListPage(page, nonce), page.status, {
      'cache-control': 'no-store',
      'content-security-policy': `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
    });
  };
  /** The member's language when the link names one still listed, else the browser's among the site's, else the venue's. */
  const languageOf = async (c: Context, by: { id: string } | { key: string } | null): Promise<GuestLanguage> => {
    const stored = by === null ? undefined : await memberLanguage(ctx.db, by);
    return stored === undefined ? requestLanguage(c, ctx.db) : guestLanguage(stored);
  };
  const check = async (c: Context, purpose: 'mailing-list-confirm' | 'mailing-list-unsubscribe') => {
    const token = c.req.param('token') ?? '';
    if (token.length > MAX_TOKEN_LENGTH) return 'invalid';
    return (await signedLinks(ctx.db, ctx.now)).verify(purpose, token, ctx.now());
  };

  routes.get(`/${confirmPath}/:token`, async (c) => {
    const checked = await check(c, 'mailing-list-confirm');
    if (checked === 'expired') return answer(c, expiredConfirmPage(ctx.mail.publicUrl, await languageOf(c, null)));
    if (checked === 'invalid') return answer(c, invalidLinkPage(ctx.mail.publicUrl, await languageOf(c, null)));
    const member = await ctx.db.transaction((tx) => confirmMember(tx, checked.subject, ctx.now()));
    const language = await languageOf(c, { id: checked.subject });
    return answer(c, member ? confirmedPage(ctx.mail.publicUrl, language) : invalidLinkPage(ctx.mail.publicUrl, language));
  });

  routes.get(`/${unsubscribePath}/:token`, async (c) => {
    const checked = await check(c, 'mailing-list-unsubscribe');
    if (checked === 'invalid') return answer(c, invalidLinkPage(ctx.mail.publicUrl, await languageOf(c, null)));
    return answer(c, unsubscribeFormPage(await languageOf(c, checked === 'expired' ? null : { key: checked.subject })));
  });

  // No CSRF token: a mail client's one-click POST carries none, and the signed link is what proves the right to leave.
  routes.post(`/${unsubscribePath}/:token`, async (c) => {
    const checked = await check(c, 'mailing-list-unsubscribe');
    if (typeof checked === 'string') return answer(c, invalidLinkPage(ctx.mail.publicUrl, await languageOf(c, null)));
    // Read before leaving: leaving deletes the member.
    const language = await languageOf(c, { key: checked.subject });
    await ctx.db.transaction((tx) => leaveList(tx, checked.subject, ctx.now()));
    return answer(c, unsubscribedPage(ctx.mail.publicUrl, language));
  });

  return routes;
}
