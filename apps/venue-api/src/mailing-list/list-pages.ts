// The small pages the mailing list's links open (docs/product.md#mailing-list), in the guest's language: plain HTML from the backend, every
// value escaped by hono/html, its one style block allowed by this answer's nonce and nothing else.
import { directionOf } from '@venue/core/i18n/languages';
import * as en from '@venue/messages/en/list-pages';
import * as es from '@venue/messages/es/list-pages';
import * as fr from '@venue/messages/fr/list-pages';
import * as he from '@venue/messages/he/list-pages';
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { GuestLanguage } from '../languages/guest-language';
import type { Widened } from '../languages/widened';

type ListPageWords = Widened<typeof en>;

/** Each page in the language the guest signed up in (docs/architecture.md#languages). */
const catalogs: Readonly<Record<GuestLanguage, ListPageWords>> = { en, fr, es, he };

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

export interface ListPage {
  readonly status: 200 | 404 | 410;
  readonly language: GuestLanguage;
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
    <html lang="${page.language}" dir="${directionOf(page.language)}">
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

const site = (publicUrl: string, m: ListPageWords) => html`<p><a href="${publicUrl}">${m.backToSite}</a></p>`;

export const confirmedPage = (publicUrl: string, language: GuestLanguage): ListPage => {
  const m = catalogs[language];
  return {
    status: 200,
    language,
    title: m.confirmedTitle,
    body: html`<p>${m.confirmedBody}</p>
      <p>${m.confirmedLeave}</p>
      ${site(publicUrl, m)}`,
  };
};

export const expiredConfirmPage = (publicUrl: string, language: GuestLanguage): ListPage => {
  const m = catalogs[language];
  return {
    status: 410,
    language,
    title: m.expiredTitle,
    body: html`<p>${m.expiredBody}</p>
      <p>${m.expiredAgain}</p>
      ${site(publicUrl, m)}`,
  };
};

export const invalidLinkPage = (publicUrl: string, language: GuestLanguage): ListPage => {
  const m = catalogs[language];
  return {
    status: 404,
    language,
    title: m.invalidTitle,
    body: html`<p>${m.invalidBody}</p>
      <p>${m.invalidAgain}</p>
      ${site(publicUrl, m)}`,
  };
};

export const unsubscribeFormPage = (language: GuestLanguage): ListPage => {
  const m = catalogs[language];
  return {
    status: 200,
    language,
    title: m.unsubscribeTitle,
    body: html`<p>${m.unsubscribeBody}</p>
      <form method="post">
        <input type="hidden" name="List-Unsubscribe" value="One-Click" />
        <button type="submit">${m.unsubscribeButton}</button>
      </form>`,
  };
};

export const unsubscribedPage = (publicUrl: string, language: GuestLanguage): ListPage => {
  const m = catalogs[language];
  return {
    status: 200,
    language,
    title: m.leftTitle,
    body: html`<p>${m.leftBody}</p>
      ${site(publicUrl, m)}`,
  };
};
