// The venue's mails (docs/product.md#mail), to each VENUE_STAFF_EMAIL address: each reservation and booking request,
// form and availability update, and a chat left waiting. They show what the staff page shows, and link to it.
import { createElement } from 'react';
import { isStaffPageOpen } from '../../staff/staff-presence';
import type { Queryable } from '../../db/database.port';
import { findGuest } from '../../store/chat.store';
import { findStaffAvailability } from '../../store/forms.store';
import { findOrder } from '../../store/orders.store';
import type { ComposedMail, OutboxMail } from '../outbox-mail';
import type { Fact } from '../templates/mail-parts';
import { StaffNoticeMail, type StaffNoticeMailProps } from '../templates/staff-notice-mail';
import type { ComposeDeps, MailComposer } from './compose-deps';
import { finishMail, mailFiles } from './finish-mail';
import { payloadText } from './payload-text';
import type { SiteLinks } from './site-links';

type Notice = Omit<StaffNoticeMailProps, 'brand' | 'language'> & { readonly subject: string };

async function sendNotice({ venue: readVenue }: ComposeDeps, mail: OutboxMail, notice: Notice | null): Promise<ComposedMail | null> {
  if (notice === null) return null;
  const venue = await readVenue();
  const { subject, ...props } = notice;
  return finishMail(
    subject,
    createElement(StaffNoticeMail, { ...props, brand: venue.brand, language: mail.language }),
    mailFiles(venue, []),
  );
}

/** Label: value for each field that holds something, in the order given. */
const factsOf = (payload: unknown, fields: readonly (readonly [string, string])[]): Fact[] =>
  fields.flatMap(([label, key]) => {
    const value = payloadText(payload, key);
    return value === '' ? [] : [{ label, value }];
  });

const staffPage = (links: SiteLinks, ...path: string[]) => links.page('venue-api', 'staff', ...path);

/** A path the API serves (`/venue-api/…`), absolute; null for anything else. */
const apiLink = (links: SiteLinks, url: unknown): string | null =>
  typeof url === 'string' && url.startsWith('/venue-api/') ? links.page(...url.slice(1).split('/').map(decodeURIComponent)) : null;

const guestFields = [
  ['Name', 'clientName'],
  ['E-mail', 'clientEmail'],
  ['Phone', 'clientPhoneNumber'],
] as const;

export const composeStaffReservation: MailComposer = async (deps, mail) => {
  const order = await findOrder(deps.ctx.db, mail.about.id, 'reservations');
  if (!order) return null;
  const changed = mail.occasion !== '';
  const [date, time, guests] = ['reservationDate', 'reservationTime', 'noOfGuests'].map((key) => payloadText(order.payload, key));
  const title = order.status === 'cancelled' ? 'A reservation was cancelled' : changed ? 'A reservation changed' : 'A new reservation';
  return sendNotice(deps, mail, {
    subject: `${changed ? 'Reservation changed' : 'Reservation'}: ${payloadText(order.payload, 'clientName')}, ${date} at ${time}, ${guests} guests`,
    title,
    intro: `${payloadText(order.payload, 'clientName')} reserved a table for ${guests} on ${date} at ${time}.`,
    facts: [
      { label: 'Reservation', value: order.id },
      ...factsOf(order.payload, [
        ...guestFields,
        ['Night', 'reservationDate'],
        ['Arrival', 'reservationTime'],
        ['Guests', 'noOfGuests'],
        ['Special request', 'specialRequest'],
      ]),
    ],
    links: [],
    staffPage: { href: staffPage(deps.links, 'orders', order.id), text: 'See it on the staff page' },
  });
};

export const composeStaffBookingRequest: MailComposer = async (deps, mail) => {
  const order = await findOrder(deps.ctx.db, mail.about.id, 'bookings');
  if (!order) return null;
  const name = payloadText(order.payload, 'clientName');
  const date = payloadText(order.payload, 'eventDate');
  return sendNotice(deps, mail, {
    subject: `Booking request: ${name}, ${date}`,
    title: 'A new request to book the venue',
    intro: `${name} asks to book the venue on ${date}. Contact them to confirm the details.`,
    facts: [
      { label: 'Booking', value: order.id },
      ...factsOf(order.payload, [
        ...guestFields,
        ['Night', 'eventDate'],
        ['From', 'startTime'],
        ['Until', 'endTime'],
        ['Guests', 'noOfGuests'],
        ['Event', 'eventType'],
        ['Special request', 'specialRequest'],
      ]),
    ],
    links: [],
    staffPage: { href: staffPage(deps.links, 'orders', order.id), text: 'See it on the staff page' },
  });
};

async function findSubmission(db: Queryable, id: string, kind: string): Promise<Record<string, unknown> | undefined> {
  const [row] = await db.query<{ payload: Record<string, unknown> }>('SELECT payload FROM form_submission WHERE id = $1 AND kind = $2', [
    id,
    kind,
  ]);
  return row?.payload;
}

export const composeStaffJobApplication: MailComposer = async (deps, mail) => {
  const payload = await findSubmission(deps.ctx.db, mail.about.id, 'job-application');
  if (!payload) return null;
  const name = payloadText(payload, 'clientName');
  const position = payloadText(payload, 'position');
  // The CV stays on the server: the staff page's link, behind the staff password (docs/product.md#mail).
  const cv = typeof payload.cv === 'object' && payload.cv !== null ? (payload.cv as Record<string, unknown>) : {};
  const cvLink = apiLink(deps.links, cv.url);
  return sendNotice(deps, mail, {
    subject: `Job application: ${name}${position ? `, ${position}` : ''}`,
    title: 'A new job application',
    intro: `${name} applied${position ? ` for ${position}` : ''}.`,
    facts: factsOf(payload, [...guestFields, ['Position', 'position'], ['Message', 'message']]),
    links: cvLink ? [{ href: cvLink, text: `Their CV: ${payloadText(cv, 'fileName') || 'open it'}` }] : [],
    staffPage: { href: staffPage(deps.links, 'forms'), text: 'See it on the staff page' },
  });
};

export const composeStaffContactMessage: MailComposer = async (deps, mail) => {
  const payload = await findSubmission(deps.ctx.db, mail.about.id, 'contact-message');
  if (!payload) return null;
  const name = payloadText(payload, 'clientName');
  return sendNotice(deps, mail, {
    subject: `Contact message: ${payloadText(payload, 'subject') || name}`,
    title: 'A new contact message',
    intro: `${name} wrote to the venue.`,
    facts: factsOf(payload, [...guestFields, ['Subject', 'subject'], ['Message', 'message']]),
    links: [],
    staffPage: { href: staffPage(deps.links, 'forms'), text: 'See it on the staff page' },
  });
};

export const composeStaffTalentSubmission: MailComposer = async (deps, mail) => {
  const payload = await findSubmission(deps.ctx.db, mail.about.id, 'talent-submission');
  if (!payload) return null;
  const name = payloadText(payload, 'talentName');
  const list = (key: string): unknown[] => (Array.isArray(payload[key]) ? (payload[key] as unknown[]) : []);
  const media = list('mediaLinks')
    .map((entry) => payloadText(entry, 'link'))
    .filter((link) => /^https?:\/\//i.test(link));
  const photos = list('photos').flatMap((url, i) => {
    const href = apiLink(deps.links, url);
    return href ? [{ href, text: `Photo ${i + 1}` }] : [];
  });
  return sendNotice(deps, mail, {
    subject: `Talent submission: ${name}`,
    title: 'A new talent submission',
    intro: `${name} would like to perform at the venue.`,
    facts: [
      ...factsOf(payload, [
        ['Stage name', 'talentName'],
        ['E-mail', 'talentEmail'],
        ['Phone', 'talentPhoneNumber'],
        ['Music style', 'musicStyle'],
        ['Fee', 'priceFees'],
        ['Website', 'website'],
        ['Biography', 'biography'],
      ]),
      ...(media.length > 0 ? [{ label: 'Media', value: media.join(' ') }] : []),
    ],
    links: photos,
    staffPage: { href: staffPage(deps.links), text: 'Open the staff page' },
  });
};

interface Night {
  readonly date?: unknown;
  readonly timeFrom?: unknown;
  readonly timeTo?: unknown;
}

export const composeStaffAvailability: MailComposer = async (deps, mail) => {
  const row = await findStaffAvailability(deps.ctx.db, mail.about.id);
  if (!row) return null;
  const nights = (Array.isArray(row.availability) ? row.availability : []) as Night[];
  const text = (n: Night, key: keyof Night) => payloadText(n, key);
  return sendNotice(deps, mail, {
    subject: `Staff availability: ${row.staff_name}`,
    title: 'Staff availability updated',
    intro: `${row.staff_name} updated their availability.`,
    facts: [
      ...nights.map((n) => ({ label: text(n, 'date') || 'Night', value: `${text(n, 'timeFrom')} to ${text(n, 'timeTo')}` })),
      ...(row.notes.trim() ? [{ label: 'Notes', value: row.notes.trim() }] : []),
    ],
    links: [],
    staffPage: { href: staffPage(deps.links, 'forms'), text: 'See it on the staff page' },
  });
};

/** Whether staff wrote in the conversation since it began waiting (the mail's occasion). */
async function staffAnsweredSince(db: Queryable, hash: string, since: string): Promise<boolean> {
  const at = new Date(since);
  if (Number.isNaN(at.getTime())) return false;
  const rows = await db.query(
    `SELECT 1 FROM chat_message WHERE guest_hash = $1 AND sender <> 'guest' AND author = 'staff' AND created_at >= $2 LIMIT 1`,
    [hash, at],
  );
  return rows.length > 0;
}

export const composeStaffChatWaiting: MailComposer = async (deps, mail) => {
  const guest = await findGuest(deps.ctx.db, mail.about.id);
  // Gone, staff took it up meanwhile, or a staff page is open to show it: nothing to tell.
  if (!guest || !guest.needsStaff || (await staffAnsweredSince(deps.ctx.db, guest.hash, mail.occasion))) return null;
  if (await isStaffPageOpen(deps.ctx.db, deps.ctx.now())) return null;
  return sendNotice(deps, mail, {
    subject: `A guest is waiting in the chat: ${guest.clientName}`,
    title: 'A guest is waiting in the chat',
    intro: `${guest.clientName} asked for a person in the chat and nobody has answered yet.`,
    facts: [
      { label: 'Name', value: guest.clientName },
      { label: 'E-mail', value: guest.clientEmail },
      { label: 'Phone', value: guest.clientPhone },
    ],
    links: [],
    staffPage: { href: staffPage(deps.links, 'conversations', guest.hash), text: 'Answer on the staff page' },
  });
};
