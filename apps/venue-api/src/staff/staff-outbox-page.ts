// The staff outbox (docs/backend.md#the-staff-outbox): every mail with what became of it, and one mail as its
// reader gets it: the HTML in a sandboxed frame of its own (staff-outbox-preview.ts), the text part, the
// attachments, and a "Send again" form. Every value is escaped by hono/html.
import { html } from 'hono/html';
import type { ComposedMail, OutboxMail } from '../mail/outbox-mail';
import { layout, staffBase, staffTable, type Html } from './staff-pages';

export const staffOutboxPath = `${staffBase}/outbox`;
export const staffOutboxMailPath = (id: string) => `${staffOutboxPath}/${encodeURIComponent(id)}`;
export const staffOutboxPreviewPath = (id: string) => `${staffOutboxMailPath(id)}/preview`;

const when = (date: Date | null) => (date === null ? '' : date.toISOString());

export function outboxPage(mails: readonly OutboxMail[], limit: number): Html {
  const rows = mails.map(
    (mail) =>
      html`<tr data-id="${mail.id}">
        <td><a href="${staffOutboxMailPath(mail.id)}">${mail.kind}</a></td>
        <td>${mail.recipient}</td>
        <td><span class="badge">${mail.status}</span></td>
        <td>${mail.attempts}</td>
        <td class="text">${mail.lastError ?? ''}</td>
        <td>${when(mail.createdAt)}</td>
        <td>${when(mail.sentAt)}</td>
      </tr>`,
  );
  return layout(
    'Outbox',
    html`<p>
        The latest ${limit} mails, newest first. <strong>queued</strong>: waiting or being tried again; <strong>sent</strong>: the SMTP
        server took it; <strong>kept</strong>: no SMTP server set, written as an .eml file; <strong>failed</strong>: refused for good;
        <strong>dropped</strong>: nothing left to say when its time came.
      </p>
      ${mails.length === 0 ? html`<p>No mail yet.</p>` : staffTable(['Mail', 'To', 'Status', 'Attempts', 'Last error', 'Created', 'Sent'], rows)}`,
    { signedIn: true },
  );
}

/** What compose made of the mail now: a mail, nothing to say (null), or the error it threw. */
export type Rendering = { readonly mail: ComposedMail | null } | { readonly error: string };

export function outboxMailPage(mail: OutboxMail, rendering: Rendering): Html {
  return layout(
    `Mail: ${mail.kind}`,
    html`<dl>
        <dt>To</dt>
        <dd>${mail.recipient}</dd>
        <dt>Status</dt>
        <dd><span class="badge">${mail.status}</span> after ${mail.attempts} attempts</dd>
        <dt>Last error</dt>
        <dd class="text">${mail.lastError ?? 'none'}</dd>
        <dt>About</dt>
        <dd>${mail.about.type} ${mail.about.id}${mail.occasion === '' ? '' : ` (${mail.occasion})`}, in ${mail.language}</dd>
        <dt>Message-ID</dt>
        <dd>${mail.messageId}</dd>
        <dt>Created</dt>
        <dd>${when(mail.createdAt)}</dd>
        <dt>Sent</dt>
        <dd>${when(mail.sentAt) || 'not yet'}</dd>
      </dl>
      <form method="post" action="${staffOutboxMailPath(mail.id)}/send-again">
        <button type="submit">Send again</button>
      </form>
      ${renderingSection(mail, rendering)}`,
    { signedIn: true, style: 'iframe{width:100%;height:640px;border:1px solid #e3e6ec;background:#fff}pre{white-space:pre-wrap}' },
  );
}

function renderingSection(mail: OutboxMail, rendering: Rendering): Html {
  if ('error' in rendering) return html`<p class="error" role="alert">It cannot be shown now: ${rendering.error}</p>`;
  if (rendering.mail === null) return html`<p>Nothing to show: it has nothing left to say now (its subject is gone or changed).</p>`;
  const composed = rendering.mail;
  return html`<p class="who">As it reads now, drawn from what its subject holds.</p>
    <h2>${composed.subject}</h2>
    <iframe sandbox src="${staffOutboxPreviewPath(mail.id)}" title="The mail as its reader sees it"></iframe>
    <h2>As text</h2>
    <pre data-mail-text>${composed.text}</pre>
    <h2>Attachments</h2>
    ${
      composed.attachments.length === 0
        ? html`<p>None.</p>`
        : html`<ul>
            ${composed.attachments.map(
              (a) =>
                html`<li>
                  ${a.filename} (${a.contentType}, ${Math.ceil(a.content.byteLength / 1024)} kB${a.cid === undefined ? '' : ', inline'})
                </li>`,
            )}
          </ul>`
    }`;
}
