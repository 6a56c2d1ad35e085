// The reservation mails (docs/product.md#mail), each reading the reservation as it is now: a confirmed or changed
// mail of a reservation cancelled since says nothing (the cancelled one follows), and a reminder says nothing once the
// reservation moved or was cancelled (its occasion is the start it was queued for). Each is headed by its night and
// carries its calendar entry (docs/product.md#the-night-summary); a live reservation's mails carry its change page and
// its cancel link, which cancels this reservation and opens nothing else (no order secret in a mail). The venue
// booking mails are booking-mails.ts.
import { cancelDeadline } from '@venue/core/booking/reservation-cancel-rule';
import { RESERVATION_LINK_PARAM } from '@venue/core/booking/reservation-cancel-key';
import { reservationPolicyOf } from '@venue/core/booking/reservation-policy';
import { venueDateTime } from '../../shared/english-venue-time';
import { reminderOccasion } from '@venue/core/mail/reservation-mails';
import { createElement, type ReactElement } from 'react';
import { cancelLinkKey } from '../../bookings/reservation-cancel-link';
import { venueSettings } from '../../bookings/venue-settings';
import type { Queryable } from '../../db/database.port';
import { guestCodeViews } from '../../guest-codes/guest-code-views';
import { venueKeys } from '../../guest-codes/venue-keys';
import { orderNightOf } from '../../orders/order-night';
import { listLiveGuestCodes } from '../../store/guest-codes.store';
import { findOrder, type StoredOrder } from '../../store/orders.store';
import { guestLanguage, type GuestLanguage } from '../../languages/guest-language';
import { mailWords } from '../../languages/mail-words';
import { nightFormatsIn } from '../../languages/night-words';
import { reservationWords as reservationCatalog } from '../../languages/reservation-words';
import { venueClockIn } from '../../languages/venue-clock';
import type { ComposedMail, OutboxMail } from '../outbox-mail';
import { signedLinks } from '../signed-links';
import type { Fact } from '../templates/mail-parts';
import { ReservationCancelledMail, reservationCancelledSubject } from '../templates/reservation-cancelled-mail';
import { ReservationChangedMail, reservationChangedSubject } from '../templates/reservation-changed-mail';
import { ReservationConfirmedMail, reservationConfirmedSubject } from '../templates/reservation-confirmed-mail';
import type { ReservationMailProps } from '../templates/reservation-frame';
import { ReservationReminderMail, reservationReminderSubject } from '../templates/reservation-reminder-mail';
import { summaryCalendarFile } from './calendar-files';
import type { ComposeDeps, MailComposer } from './compose-deps';
import { finishMail, mailFiles } from './finish-mail';
import { guestCodeFiles, shownCode } from './guest-code-files';
import { mailNightVenue, type MailVenue } from './mail-venue';
import { changesOf } from './order-changes';
import { payloadText } from './payload-text';

const fact = (label: string, value: string): Fact[] => (value === '' ? [] : [{ label, value }]);

type Variant = 'confirmed' | 'changed' | 'cancelled' | 'reminder';

const reservationWords: Record<
  Variant,
  { subject: (language: string, when: string) => string; mail: (p: ReservationMailProps) => ReactElement }
> = {
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

async function composeReservation(variant: Variant, deps: ComposeDeps, mail: OutboxMail): Promise<ComposedMail | null> {
  const { ctx, links, venue: readVenue } = deps;
  const order = await findOrder(ctx.db, mail.about.id, 'reservations');
  if (!order || !stillTrue(variant, order, mail, ctx.timeZone)) return null;
  const venue = await readVenue();
  const language = guestLanguage(mail.language);
  const w = mailWords(language);
  const [date, time] = [payloadText(order.payload, 'reservationDate'), payloadText(order.payload, 'reservationTime')];
  const page = links.page('reservation', order.id);
  const views =
    variant === 'cancelled' ? [] : await guestCodeViews(await venueKeys(ctx.db, ctx.now), await listLiveGuestCodes(ctx.db, order.id));
  const [code] = guestCodeFiles(views.slice(0, 1), links, language);
  const night = await orderNightOf(ctx.db, order, mailNightVenue(venue, ctx.timeZone));
  // English says the night as it was stored; another language as it writes dates and times.
  const formats = nightFormatsIn(language);
  const when = language === 'en' || night === null ? w.dateAtTime(date, time) : w.dateAtTime(formats.date(night.night), formats.time(time));
  const calendar =
    night !== null && mail.attachments.includes('calendar')
      ? summaryCalendarFile(
          {
            night,
            orderId: order.id,
            page,
            sequence: await sequenceOf(variant, order, mail, ctx.db),
            method: variant === 'cancelled' ? 'CANCEL' : 'PUBLISH',
          },
          links,
          ctx.timeZone,
          ctx.now(),
          language,
        )
      : null;
  const files = mailFiles(venue, [code?.file, calendar]);
  const live = variant !== 'cancelled';
  const props: ReservationMailProps = {
    brand: venue.brand,
    language,
    guestName: payloadText(order.payload, 'clientName'),
    when,
    night,
    facts: [
      { label: w.reservation, value: order.id },
      ...(night === null ? nightFacts(order, venue, language) : []),
      ...fact(w.specialRequest, payloadText(order.payload, 'specialRequest')),
    ],
    code: code ? shownCode(code, files.has(code.file)) : null,
    links: live
      ? await liveLinks(deps, order, variant === 'reminder' && night === null ? venue.mapLink : null, language)
      : [{ href: links.page('reservation'), text: w.reserveATable }],
    linksNote: live ? await cancelNote(deps, order, language) : null,
    calendar: calendar ? { attached: files.has(calendar), link: page } : null,
    calendarCancels: variant === 'cancelled',
  };
  return finishMail(reservationWords[variant].subject(language, when), reservationWords[variant].mail(props), files);
}

/** The reservation's night as plain facts, for one whose night cannot be summed up (the routes never store one so). */
function nightFacts(order: StoredOrder, venue: MailVenue, language: GuestLanguage): Fact[] {
  const w = mailWords(language);
  return [
    ...fact(w.night, payloadText(order.payload, 'reservationDate')),
    ...fact(w.arrival, payloadText(order.payload, 'reservationTime')),
    ...fact(w.guests, payloadText(order.payload, 'noOfGuests')),
    ...fact(w.where, [venue.brand.name, venue.address].filter(Boolean).join(', ')),
  ];
}

/** Change and cancel (docs/product.md#mail): the change page, and the cancel page with this reservation's own cancel key. */
async function liveLinks({ ctx, links }: ComposeDeps, order: StoredOrder, mapLink: string | null, language: GuestLanguage) {
  const words = reservationCatalog(language);
  const key = cancelLinkKey(await signedLinks(ctx.db, ctx.now), order.id);
  const cancel = `${links.page('cancel-reservation', order.id)}?${new URLSearchParams({ [RESERVATION_LINK_PARAM]: key }).toString()}`;
  return [
    ...(mapLink ? [{ href: mapLink, text: mailWords(language).openInMaps }] : []),
    { href: links.page('reservation', order.id), text: words.changeButton },
    { href: cancel, text: words.cancelButton },
  ];
}

/** Until when the reservation can be cancelled online, on the venue's clock; nothing once that is past. */
async function cancelNote({ ctx }: ComposeDeps, order: StoredOrder, language: GuestLanguage): Promise<string | null> {
  const policy = reservationPolicyOf(await venueSettings(ctx.db, ctx));
  const night = {
    reservationDate: payloadText(order.payload, 'reservationDate'),
    reservationTime: payloadText(order.payload, 'reservationTime'),
  };
  const deadline = cancelDeadline(night, policy, ctx.timeZone);
  return deadline !== undefined && deadline.getTime() > ctx.now().getTime()
    ? reservationCatalog(language).cancelUntil(venueClockIn(language, deadline, ctx.timeZone, venueDateTime))
    : null;
}

export const composeReservationConfirmed: MailComposer = (deps, mail) => composeReservation('confirmed', deps, mail);
export const composeReservationChanged: MailComposer = (deps, mail) => composeReservation('changed', deps, mail);
export const composeReservationCancelled: MailComposer = (deps, mail) => composeReservation('cancelled', deps, mail);
export const composeReservationReminder: MailComposer = (deps, mail) => composeReservation('reminder', deps, mail);
