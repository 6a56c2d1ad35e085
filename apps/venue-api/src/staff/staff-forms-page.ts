// The staff page's forms list: the latest job applications (with their CV), contact messages and staff availability
// (docs/backend.md#forms-and-uploads). Every value a guest typed is escaped by hono/html.
import { html } from 'hono/html';
import type { StoredStaffAvailability, StoredSubmission } from '../store/forms.store';
import { layout, staffBase, staffTable, type Html } from './staff-pages';

export const staffFormsPath = `${staffBase}/forms`;
export const staffCvPath = (name: string) => `${staffFormsPath}/cv/${encodeURIComponent(name)}`;

const text = (value: unknown): string =>
  typeof value === 'string' ? value : value === null || value === undefined ? '' : JSON.stringify(value);

interface StoredCvField {
  readonly fileName?: unknown;
  readonly url?: unknown;
}

const cvCell = (cv: unknown): Html => {
  const { fileName, url } = (typeof cv === 'object' && cv !== null ? cv : {}) as StoredCvField;
  return typeof url === 'string' && url.startsWith(`${staffFormsPath}/cv/`) ? html`<a href="${url}">${text(fileName)}</a>` : html`None`;
};

interface Night {
  readonly date?: unknown;
  readonly timeFrom?: unknown;
  readonly timeTo?: unknown;
}

export function formsPage(
  applications: readonly StoredSubmission[],
  messages: readonly StoredSubmission[],
  availability: readonly StoredStaffAvailability[],
): Html {
  const applicationRows = applications.map(
    ({ id, payload, created_at }) =>
      html`<tr data-id="${id}">
        <td>${created_at.toISOString()}</td>
        <td>${text(payload.clientName)}</td>
        <td>${text(payload.clientEmail)}<br />${text(payload.clientPhoneNumber)}</td>
        <td>${text(payload.position)}</td>
        <td>${text(payload.message)}</td>
        <td>${cvCell(payload.cv)}</td>
      </tr>`,
  );
  const messageRows = messages.map(
    ({ id, payload, created_at }) =>
      html`<tr data-id="${id}">
        <td>${created_at.toISOString()}</td>
        <td>${text(payload.clientName)}</td>
        <td>${text(payload.clientEmail)}<br />${text(payload.clientPhoneNumber)}</td>
        <td>${text(payload.subject)}</td>
        <td>${text(payload.message)}</td>
      </tr>`,
  );
  const availabilityRows = availability.map((row) => {
    const nights = (Array.isArray(row.availability) ? row.availability : []) as Night[];
    return html`<tr data-id="${row.link_id}">
      <td>${row.updated_at.toISOString()}</td>
      <td>${row.link_id}</td>
      <td>${row.staff_name}</td>
      <td>${nights.map((n) => html`${text(n.date)} ${text(n.timeFrom)} to ${text(n.timeTo)}<br />`)}</td>
      <td>${row.notes}</td>
    </tr>`;
  });
  return layout(
    'Forms',
    html`<h2>Job applications</h2>
      ${staffTable(['Sent', 'Name', 'Contact', 'Position', 'Message', 'CV'], applicationRows)}
      <h2>Contact messages</h2>
      ${staffTable(['Sent', 'Name', 'Contact', 'Subject', 'Message'], messageRows)}
      <h2>Staff availability</h2>
      ${staffTable(['Updated', 'Link', 'Name', 'Nights', 'Notes'], availabilityRows)}`,
    { signedIn: true },
  );
}
