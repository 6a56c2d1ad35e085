// The staff page's mailing list (docs/product.md#mailing-list): who confirmed, who has not yet (deleted 72 hours after
// signing up), and which addresses left. Every value a guest typed is escaped by hono/html.
import { html } from 'hono/html';
import type { Queryable } from '../db/database.port';
import { layout, staffBase, staffTable, type Html } from '../staff/staff-pages';
import { staffListView, type StaffListRow } from './mailing-list.store';

export const staffMailingListPath = `${staffBase}/mailing-list`;

const LATEST = 200;
const when = (date: Date | null) => (date === null ? '' : date.toISOString());

function statusCell(row: StaffListRow): Html {
  if (row.status === 'confirmed') return html`<span class="badge online">Confirmed</span>`;
  return html`<span class="badge">Unconfirmed</span
    >${row.left_at === null ? '' : html` <span class="who">left ${when(row.left_at)}</span>`}`;
}

export async function staffMailingListPage(db: Queryable): Promise<Html> {
  const view = await staffListView(db, LATEST);
  const memberRows = view.members.map(
    (row) =>
      html`<tr>
        <td>${row.email_key}</td>
        <td>${row.name ?? ''}</td>
        <td>${statusCell(row)}</td>
        <td>${when(row.consent_at)}</td>
        <td>${row.consent_source}</td>
        <td>${when(row.confirmed_at)}</td>
      </tr>`,
  );
  const leftRows = view.left.map(
    (row) =>
      html`<tr>
        <td>${row.email_key}</td>
        <td>${when(row.left_at)}</td>
      </tr>`,
  );
  return layout(
    'Mailing list',
    html`<p>
        <strong>${view.counts.confirmed}</strong> confirmed, <strong>${view.counts.unconfirmed}</strong> unconfirmed (deleted 72 hours after
        signing up unless confirmed), <strong>${view.counts.left}</strong> left. List mail goes to confirmed addresses only.
      </p>
      <h2>Members</h2>
      ${staffTable(['Email', 'Name', 'Status', 'Signed up', 'Through', 'Confirmed'], memberRows)}
      <h2>Left</h2>
      ${staffTable(['Email', 'Left'], leftRows)}`,
    { signedIn: true },
  );
}
