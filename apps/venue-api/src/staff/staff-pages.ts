// The staff page's HTML, rendered on the server with hono/html: every interpolated value is escaped,
// so nothing a guest typed can become markup. Forms post back and redirect; the one script (a
// conversation's "staff are typing" signal, staff-typing-script.ts) only adds to a working page.
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { ConversationSummary, OnlineGuestRow, StoredMessage } from '../store/chat.store';
import { STAFF_TYPING_SCRIPT_PATH } from './staff-typing-script';

export type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

export const staffBase = '/venue-api/staff';
export const conversationPath = (hash: string) => `${staffBase}/conversations/${encodeURIComponent(hash)}`;

const style = `
body{font:15px/1.45 system-ui,sans-serif;margin:0;background:#f5f6f8;color:#1d2330}
header{background:#2b59c3;color:#fff;padding:12px 20px;display:flex;gap:16px;align-items:center;flex-wrap:wrap}
header a{color:#fff}header h1{font-size:18px;margin:0;flex:1}
main{max-width:960px;margin:0 auto;padding:20px}
table{width:100%;border-collapse:collapse;background:#fff}th,td{padding:8px;border-bottom:1px solid #e3e6ec;text-align:left;vertical-align:top}
.badge{display:inline-block;padding:1px 8px;border-radius:10px;font-size:12px;background:#e3e6ec}
.badge.staff{background:#ffd6d6;color:#8a1010}.badge.online{background:#d8f5dd;color:#14632a}.badge.bot{background:#ece3ff;color:#4a2a8a}
.msg{background:#fff;border-radius:8px;padding:8px 12px;margin:8px 0;max-width:75%}
.msg.venue{margin-left:auto;background:#e8f0ff}.msg.bot{background:#f3efff}.who{font-size:12px;color:#5b6478}
.text{white-space:pre-line;overflow-wrap:anywhere}form.inline{display:inline}textarea{width:100%;min-height:80px;box-sizing:border-box}
button{padding:6px 14px;cursor:pointer}.danger{color:#8a1010}.error{color:#8a1010}
`;

export function layout(
  title: string,
  body: Html,
  options: { refreshSeconds?: number; signedIn?: boolean; script?: string; style?: string } = {},
): Html {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        ${options.refreshSeconds === undefined ? '' : html`<meta http-equiv="refresh" content="${options.refreshSeconds}" />`}
        <title>${title}</title>
        ${options.script === undefined ? '' : html`<script src="${staffBase}/${options.script}" defer></script>`}
        <style>
          ${style}${options.style ?? ''}
        </style>
      </head>
      <body>
        <header>
          <h1>${title}</h1>
          ${
            options.signedIn
              ? html`<a href="${staffBase}">Conversations</a>
                  <a href="${staffBase}/bottles">Bottle prices</a>
                  <a href="${staffBase}/food">Food delivery</a>
                  <a href="${staffBase}/pictures">Pictures</a>
                  <a href="${staffBase}/forms">Forms</a>
                  <a href="${staffBase}/outbox">Outbox</a>
                  <a href="${staffBase}/mailing-list">Mailing list</a>
                  <a href="${staffBase}/door">Door</a>
                  <form class="inline" method="post" action="${staffBase}/logout"><button type="submit">Sign out</button></form>`
              : ''
          }
        </header>
        <main>${body}</main>
      </body>
    </html>`;
}

/** A table of the staff pages: a header row, then one row a thing. */
export const staffTable = (headers: readonly string[], rows: readonly Html[]): Html =>
  html`<table>
    <thead>
      <tr>
        ${headers.map((header) => html`<th>${header}</th>`)}
      </tr>
    </thead>
    <tbody>
      ${rows}
    </tbody>
  </table>`;

/**
 * Where a sign-in goes next: the staff page the session ran out on (the door, say), when it is one;
 * anything else, another site above all, goes to the conversations.
 */
export function staffReturnPath(asked: string | undefined): string {
  return asked !== undefined && /^\/venue-api\/staff(\/[A-Za-z0-9_-]+)*\/?(\?[A-Za-z0-9_=&-]*)?$/.test(asked) ? asked : staffBase;
}

export function loginPage(failed: boolean, returnTo: string = staffBase): Html {
  return layout(
    'Staff sign-in',
    html`<form method="post" action="${staffBase}/login">
      <input type="hidden" name="return" value="${staffReturnPath(returnTo)}" />
      <p>
        <label>Staff password <input type="password" name="password" autocomplete="current-password" required autofocus /></label>
      </p>
      ${failed ? html`<p class="error" role="alert">Wrong password.</p>` : ''}
      <button type="submit">Sign in</button>
    </form>`,
  );
}

const when = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const preview = (text: string | null) => (text === null ? '' : text.length > 80 ? `${text.slice(0, 79)}…` : text);

/** The last message, with who wrote it when it was not the guest. */
function lastLine(c: ConversationSummary): Html {
  const by =
    c.lastAuthor === 'bot'
      ? html`<span class="badge bot">Bot</span> `
      : c.lastAuthor === 'staff'
        ? html`<span class="who">Staff:</span> `
        : '';
  return html`${by}${preview(c.lastMessage)}`;
}

function webSupportForm(enabled: boolean): Html {
  return html`<form method="post" action="${staffBase}/web-support">
    <p>
      Web support is <strong>${enabled ? 'on' : 'off'}</strong>: the chat is ${enabled ? 'offered' : 'hidden'} on the site.
      <input type="hidden" name="enabled" value="${enabled ? 'no' : 'yes'}" />
      <button type="submit">Turn web support ${enabled ? 'off' : 'on'}</button>
    </p>
  </form>`;
}

export function conversationsPage(conversations: readonly ConversationSummary[], webSupport: boolean): Html {
  const rows = conversations.map(
    (c) =>
      html`<tr>
        <td><a href="${conversationPath(c.hash)}">${c.clientName}</a><br /><span class="who">${c.clientEmail} · ${c.clientPhone}</span></td>
        <td>
          ${c.needsStaff ? html`<span class="badge staff">needs staff</span>` : ''}
          <span class="badge ${c.status === 'online' ? 'online' : ''}">${c.status}</span>
        </td>
        <td>${lastLine(c)}<br /><span class="who">${c.messageCount} messages · ${when(c.lastMessageAt)}</span></td>
      </tr>`,
  );
  return layout(
    'Live conversations',
    html`${webSupportForm(webSupport)}
      ${
        conversations.length === 0
          ? html`<p>No conversations yet.</p>`
          : html`<table>
              <thead>
                <tr>
                  <th>Guest</th>
                  <th>Status</th>
                  <th>Last message</th>
                </tr>
              </thead>
              <tbody>
                ${rows}
              </tbody>
            </table>`
      }
      <p class="who">This list refreshes every 15 seconds.</p>`,
    { refreshSeconds: 15, signedIn: true },
  );
}

const author = (m: StoredMessage): 'guest' | 'bot' | 'staff' => {
  if (m.from === 'guest') return 'guest';
  const meta = m.meta as { author?: string } | undefined;
  return meta?.author === 'bot' ? 'bot' : 'staff';
};

/** Who wrote a message; the bot's answers carry a badge, so staff see at once what a person has not said. */
const authorLabel = (who: ReturnType<typeof author>): Html =>
  who === 'bot' ? html`<span class="badge bot">Bot</span> automatic answer` : html`${who === 'guest' ? 'Guest' : 'Staff'}`;

function messageBody(m: StoredMessage): Html {
  const meta = (m.meta ?? {}) as { fileUrl?: string; fileName?: string };
  const text = m.message ?? '';
  switch (m.type) {
    case 'file':
      return html`${meta.fileUrl ? html`<a href="${meta.fileUrl}" rel="noopener">${meta.fileName ?? 'file'}</a>` : 'file'}${text ? html`<br />${text}` : ''}`;
    case 'audio':
      return html`${m.audio ? html`<audio controls preload="none" src="${m.audio}"></audio>` : ''}
        <br />${m.duration == null ? '' : `${m.duration.toFixed(1)} s`}${text ? html` · “${text}”` : ''}`;
    case 'rate':
      return html`Rated ${m.rate ?? '?'} of 5: ${text}`;
    default:
      // The bot writes one fact a line (hours of the week, events).
      return html`<span class="text">${text}</span>`;
  }
}

export function conversationPage(guest: OnlineGuestRow, messages: readonly StoredMessage[]): Html {
  const items = messages.map(
    (m) =>
      html`<div class="msg ${m.from} ${author(m)}">
        <div class="who">${authorLabel(author(m))}</div>
        <div>${messageBody(m)}</div>
        ${m.suggestions && m.suggestions.length > 0 ? html`<div class="who">Suggested: ${m.suggestions.join(' · ')}</div>` : ''}
      </div>`,
  );
  return layout(
    `Conversation with ${guest.clientName}`,
    html`<p>
        ${guest.clientEmail} · ${guest.clientPhone} ·
        <span class="badge ${guest.status === 'online' ? 'online' : ''}">${guest.status}</span>
        ${guest.needsStaff ? html`<span class="badge staff">needs staff</span>` : ''}
      </p>
      ${messages.length === 0 ? html`<p>No messages yet.</p>` : items}
      <form method="post" action="${conversationPath(guest.hash)}/reply">
        <p>
          <label
            >Reply<br /><textarea
              name="message"
              required
              maxlength="4000"
              data-typing-url="${conversationPath(guest.hash)}/typing"
            ></textarea>
          </label>
        </p>
        <button type="submit">Send reply</button>
      </form>
      <p><a href="${conversationPath(guest.hash)}">Refresh</a></p>
      <form method="post" action="${conversationPath(guest.hash)}/delete">
        <p>
          <label><input type="checkbox" name="confirm" value="yes" required /> Delete this guest and the whole conversation</label>
          <button type="submit" class="danger">Delete guest</button>
        </p>
      </form>`,
    { signedIn: true, script: STAFF_TYPING_SCRIPT_PATH },
  );
}
