// The small pages the mailing list's links open (docs/product.md#mailing-list): plain HTML from the backend, every
// value escaped by hono/html, its one style block allowed by this answer's nonce and nothing else.
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

export interface ListPage {
  readonly status: 200 | 404 | 410;
  readonly title: string;
  readonly body: Html;
}

const style = `
body{font:17px/1.5 system-ui,sans-serif;margin:0;background:#f5f6f8;color:#1d2330}
main{max-width:560px;margin:10vh auto;padding:24px;background:#fff;border-radius:12px}
h1{font-size:24px;margin:0 0 12px}a{color:#2b59c3}
button{font:inherit;padding:10px 20px;border:0;border-radius:8px;background:#2b59c3;color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #1d2330;outline-offset:2px}
`;

/** No referrer: the token is in the page's address, and the link back to the site must not carry it away. */
export function renderListPage(page: ListPage, nonce: string): Html {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <meta name="referrer" content="no-referrer" />
        <title>${page.title}</title>
        <style nonce="${nonce}">
          ${style}
        </style>
      </head>
      <body>
        <main>
          <h1>${page.title}</h1>
          ${page.body}
        </main>
      </body>
    </html>`;
}

const site = (publicUrl: string) => html`<p><a href="${publicUrl}">Back to the site</a></p>`;

export const confirmedPage = (publicUrl: string): ListPage => ({
  status: 200,
  title: 'You are on our list',
  body: html`<p>Thank you: your address is confirmed. Watch your inbox for new nights, guest lists and birthday rewards.</p>
    <p>Every mail from the list has a link to leave it.</p>
    ${site(publicUrl)}`,
});

export const expiredConfirmPage = (publicUrl: string): ListPage => ({
  status: 410,
  title: 'This link has expired',
  body: html`<p>A confirmation link works for 72 hours, and this one is older. Your address is not on our list.</p>
    <p>To join, sign up again on our site: we will send you a new link.</p>
    ${site(publicUrl)}`,
});

export const invalidLinkPage = (publicUrl: string): ListPage => ({
  status: 404,
  title: 'This link does not work',
  body: html`<p>It may have been cut short when it was copied, or the sign-up it belongs to is gone.</p>
    <p>Open the link from the mail again, or sign up again on our site.</p>
    ${site(publicUrl)}`,
});

export const unsubscribeFormPage = (): ListPage => ({
  status: 200,
  title: 'Leave our mailing list',
  body: html`<p>Press the button and this address gets no more mail from our list.</p>
    <form method="post">
      <input type="hidden" name="List-Unsubscribe" value="One-Click" />
      <button type="submit">Unsubscribe</button>
    </form>`,
});

export const unsubscribedPage = (publicUrl: string): ListPage => ({
  status: 200,
  title: 'You have left our list',
  body: html`<p>No more mail from our list goes to this address. Mails about your own orders and reservations still do.</p>
    ${site(publicUrl)}`,
});
