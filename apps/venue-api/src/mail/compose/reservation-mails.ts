// The reservation and venue booking mails (docs/product.md#mail), each reading the reservation as it is now: a
// confirmed or changed mail of a reservation cancelled since says nothing (the cancelled one follows), and a
// reminder says nothing once the reservation moved or was cancelled (its occasion is the start it was queued for).
import { reminderOccasion } from '@venue/core/mail/reservation-mails';
import { createElement, type ReactElement } from 'react';
import type { Queryable } from '../../db/database.port';
import { guestCodeViews } from '../../guest-codes/guest-code-views';
import { venueKeys } from '../../guest-codes/venue-keys';
import { listLiveGuestCodes } from '../../store/guest-codes.store';
import { findOrder, type StoredOrder } from '../../store/orders.store';
import type { ComposedAttachment, ComposedMail, OutboxMail } from '../outbox-mail';
import { BookingConfirmedMail, bookingConfirmedSubject } from '../templates/booking-confirmed-mail';
import { BookingReceivedMail, bookingReceivedSubject } from '../templates/booking-received-mail';
import type { Fact } from '../templates/mail-parts';
import { ReservationCancelledMail, reservationCancelledSubject } from '../templates/reservation-cancelled-mail';
import { ReservationChangedMail, reservationChangedSubject } from '../templates/reservation-changed-mail';
import { ReservationConfirmedMail, reservationConfirmedSubject } from '../templates/reservation-confirmed-mail';
import type { ReservationMailProps } from '../templates/reservation-frame';
import { ReservationReminderMail, reservationReminderSubject } from '../templates/reservation-reminder-mail';
import { nightCalendarFile } from './calendar-files';
import type { ComposeDeps, MailComposer } from './compose-deps';
import { finishMail, mailFiles } from './finish-mail';
import { guestCodeFiles, shownCode } from './guest-code-files';
import { invoiceFile } from './invoice-file';
import type { MailVenue } from './mail-venue';
import { orderAmounts } from './order-amounts';
import { payloadText } from './payload-text';

/** Changes the guest saved since the confirmation (migrations/021-order-changes.sql). */
async function changesOf(db: Queryable, orderId: string): Promise<number> {
  const [row] = await db.query<{ changes: number | string | null }>('SELECT changes FROM orders WHERE id = $1', [orderId]);
  const n = Number(row?.changes ?? 0);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

const fact = (label: string, value: string): Fact[] => (value === '' ? [] : [{ label, value }]);

type Variant = 'confirmed' | 'changed' | 'cancelled' | 'reminder';

const reservationWords: Record<Variant, { subject: (when: string) => string; mail: (p: ReservationMailProps) => ReactElement }> = {
  confirmed: { subject: reservationConfirmedSubject, mail: (p) => createElement(ReservationConfirmedMail, p) },
  changed: { subject: reservationChangedSubject, mail: (p) => createElement(ReservationChangedMail, p) },
  cancelled: { subject: reservationCancelledSubject, mail: (p) => createElement(ReservationCancelledMail, p) },
  reminder: { subject: reservationReminderSubject, mail: (p) => createElement(ReservationReminderMail, p) },
};

/** Whether the reservation as it is now still has this mail to tell. */
function stillTrue(variant: Variant, order: StoredOrder, mail: OutboxMail, timeZone: string): boolean {
  switch (variant) {
    case 'cancelled':
      return order.status === 'cancelled';
    case 'reminder':
      return order.status === 'confirmed' && reminderOccasion(order.payload, timeZone) === mail.occasion;
    default:
      return order.status !== 'cancelled';
  }
}

async function sequenceOf(variant: Variant, order: StoredOrder, mail: OutboxMail, db: Queryable): Promise<number> {
  if (variant === 'confirmed') return 0;
  const n = Number(mail.occasion);
  if (variant === 'changed') return Number.isSafeInteger(n) && n > 0 ? n : await changesOf(db, order.id);
  // A cancel outranks every change sent before it.
  return (await changesOf(db, order.id)) + 1;
}

async function composeReservation(
  variant: Variant,
  { ctx, links, venue: readVenue }: ComposeDeps,
  mail: OutboxMail,
): Promise<ComposedMail | null> {
  const order = await findOrder(ctx.db, mail.about.id, 'reservations');
  if (!order || !stillTrue(variant, order, mail, ctx.timeZone)) return null;
  const venue = await readVenue();
  const [date, time] = [payloadText(order.payload, 'reservationDate'), payloadText(order.payload, 'reservationTime')];
  const when = `${date} at ${time}`;
  const page = links.page('reservation', order.id);
  const views =
    variant === 'cancelled' ? [] : await guestCodeViews(await venueKeys(ctx.db, ctx.now), await listLiveGuestCodes(ctx.db, order.id));
  const [code] = guestCodeFiles(views.slice(0, 1), links);
  const calendar = mail.attachments.includes('calendar')
    ? nightCalendarFile(
        {
          uidPrefix: `reservation-${order.id}`,
          summary: `Table for ${payloadText(order.payload, 'noOfGuests') || '?'} at ${venue.brand.name}`,
          page,
          date,
          startTime: time,
          endTime: null,
          sequence: await sequenceOf(variant, order, mail, ctx.db),
          method: variant === 'cancelled' ? 'CANCEL' : 'PUBLISH',
        },
        venue,
        links,
        ctx.timeZone,
        ctx.now(),
      )
    : null;
  const files = mailFiles(venue, [code?.file, calendar]);
  const props: ReservationMailProps = {
    brand: venue.brand,
    language: mail.language,
    guestName: payloadText(order.payload, 'clientName') || 'there',
    when,
    facts: [
      { label: 'Reservation', value: order.id },
      ...fact('Night', date),
      ...fact('Arrival', time),
      ...fact('Guests', payloadText(order.payload, 'noOfGuests')),
      ...fact('Special request', payloadText(order.payload, 'specialRequest')),
      ...fact('Where', [venue.brand.name, venue.address].filter(Boolean).join(', ')),
    ],
    code: code ? shownCode(code, files.has(code.file)) : null,
    links: reservationLinks(variant, page, venue, links.page('reservation'), links.page('contact')),
    calendar: calendar ? { attached: files.has(calendar), link: page } : null,
    calendarCancels: variant === 'cancelled',
  };
  return finishMail(reservationWords[variant].subject(when), reservationWords[variant].mail(props), files);
}

function reservationLinks(variant: Variant, page: string, venue: MailVenue, reserve: string, contact: string) {
  if (variant === 'cancelled') return [{ href: reserve, text: 'Reserve a table' }];
  const change = { href: page, text: 'Change your reservation' };
  if (variant !== 'reminder') return [change];
  return [
    ...(venue.mapLink ? [{ href: venue.mapLink, text: 'Open in maps' }] : []),
    change,
    { href: contact, text: 'Cannot make it? Let us know' },
  ];
}

export const composeReservationConfirmed: MailComposer = (deps, mail) => composeReservation('confirmed', deps, mail);
export const composeReservationChanged: MailComposer = (deps, mail) => composeReservation('changed', deps, mail);
export const composeReservationCancelled: MailComposer = (deps, mail) => composeReservation('cancelled', deps, mail);
export const composeReservationReminder: MailComposer = (deps, mail) => composeReservation('reminder', deps, mail);

async function composeBooking(
  confirmed: boolean,
  { ctx, links, venue: readVenue }: ComposeDeps,
  mail: OutboxMail,
): Promise<ComposedMail | null> {
  const order = await findOrder(ctx.db, mail.about.id, 'bookings');
  if (!order || order.status === 'cancelled' || (confirmed && order.status === 'created')) return null;
  const venue = await readVenue();
  const field = (key: string) => payloadText(order.payload, key);
  const when = field('eventDate');
  const checkout = links.page('booking-checkout', order.id);
  const calendar: ComposedAttachment | null =
    confirmed && mail.attachments.includes('calendar')
      ? nightCalendarFile(
          {
            uidPrefix: `booking-${order.id}`,
            summary: `${field('eventType') || 'Private event'} at ${venue.brand.name}`,
            page: checkout,
            date: field('eventDate'),
            startTime: field('startTime'),
            endTime: field('endTime'),
            sequence: await changesOf(ctx.db, order.id),
            method: 'PUBLISH',
          },
          venue,
          links,
          ctx.timeZone,
          ctx.now(),
        )
      : null;
  const invoice = confirmed && mail.attachments.includes('invoice') ? await invoiceFile(order, venue, ctx.timeZone) : null;
  const files = mailFiles(venue, [invoice, calendar]);
  const props: ReservationMailProps = {
    brand: venue.brand,
    language: mail.language,
    guestName: field('clientName') || 'there',
    when,
    facts: [
      { label: 'Booking', value: order.id },
      ...fact('Night', field('eventDate')),
      ...fact('From', field('startTime')),
      ...fact('Until', field('endTime')),
      ...fact('Guests', field('noOfGuests')),
      ...fact('Event', field('eventType')),
      ...fact('Special request', field('specialRequest')),
    ],
    code: null,
    // A paid booking is not cancelled online (docs/product.md#reservations-and-venue-booking).
    links: [
      { href: checkout, text: 'See your booking' },
      ...(order.status === 'paid' ? [] : [{ href: links.page('cancel-booking', order.id), text: 'Cancel this booking' }]),
    ],
    calendar: calendar ? { attached: files.has(calendar), link: checkout } : null,
  };
  if (!confirmed) return finishMail(bookingReceivedSubject(venue.brand.name), createElement(BookingReceivedMail, props), files);
  const amounts = order.status === 'paid' ? orderAmounts(order, venue.currency).facts : [];
  const invoiceLink = order.invoiceFile === null ? null : { attached: files.has(invoice), link: links.page('view', order.invoiceFile) };
  return finishMail(bookingConfirmedSubject(when), createElement(BookingConfirmedMail, { ...props, amounts, invoice: invoiceLink }), files);
}

export const composeBookingReceived: MailComposer = (deps, mail) => composeBooking(false, deps, mail);
export const composeBookingConfirmed: MailComposer = (deps, mail) => composeBooking(true, deps, mail);
