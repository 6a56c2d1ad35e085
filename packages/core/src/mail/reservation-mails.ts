// The mails of a table reservation (docs/product.md#mail): confirmed, changed, cancelled, a reminder some hours
// before, and each confirmation or change to the venue's staff. A change is a new mail (its occasion is the change's
// number, which the calendar entry's SEQUENCE follows); a reminder is for one start time (its occasion), so a
// reservation moved to another time gets a new reminder and the old one finds nothing to remind of when its time comes.
import { reservationStart } from '../booking/reservation-start';
import type { MailOrder } from './mail-order';
import type { MailRequest } from './mail-request';
import { aboutOrder, addressIn, mailTo, toEachStaff } from './mail-recipients';

export interface ReservationMailSettings {
  readonly staffEmails: readonly string[];
  /** How long before the reservation its reminder goes out. */
  readonly reminderHours: number;
  /** The venue's IANA time zone: the reservation's date and time are its wall clock. */
  readonly timeZone: string;
  /** The change's own time: a reminder whose time has already passed is not queued. */
  readonly now: Date;
}

/** What a reservation mail shows of the reservation: a change to anything else is no change to tell of. */
const shownFields = ['reservationDate', 'reservationTime', 'noOfGuests', 'specialRequest'] as const;

const field = (payload: unknown, key: string): unknown =>
  typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>)[key] : undefined;

/** Whether the guest would see a difference between the reservation before and after. */
export const reservationDiffers = (before: unknown, after: unknown): boolean =>
  shownFields.some((key) => field(before, key) !== field(after, key));

/** A reservation as a change sees it: only a confirmed one was told to its guest, so only its changes are told. */
export interface ReservationOrder extends MailOrder {
  readonly confirmed: boolean;
}

/** Whether a saved change is one to tell the guest and the venue of (and so to number). */
export const isChangeToTell = (before: ReservationOrder, after: ReservationOrder): boolean =>
  after.confirmed && reservationDiffers(before.payload, after.payload);

/** The reminder's occasion: the start it reminds of, as an ISO instant; undefined when the start cannot be read. */
export function reminderOccasion(payload: unknown, timeZone: string): string | undefined {
  const date = field(payload, 'reservationDate');
  const time = field(payload, 'reservationTime');
  if (typeof date !== 'string' || typeof time !== 'string') return undefined;
  return reservationStart(date, time, timeZone)?.toISOString();
}

function reminder(order: MailOrder, to: string, settings: ReservationMailSettings): MailRequest[] {
  const occasion = reminderOccasion(order.payload, settings.timeZone);
  if (occasion === undefined) return [];
  const sendAfter = new Date(Date.parse(occasion) - settings.reminderHours * 3_600_000);
  if (sendAfter.getTime() <= settings.now.getTime()) return [];
  return [mailTo('reservation-reminder', to, aboutOrder(order.id), { occasion, sendAfter: sendAfter.toISOString() })];
}

/** The guest's confirmation with its calendar entry, its reminder, and the venue's copy. */
export function mailsForReservationConfirmed(order: MailOrder, settings: ReservationMailSettings): MailRequest[] {
  const guest = addressIn(order.payload, 'clientEmail');
  const toGuest =
    guest === undefined
      ? []
      : [mailTo('reservation-confirmed', guest, aboutOrder(order.id), { attachments: ['calendar'] }), ...reminder(order, guest, settings)];
  return [...toGuest, ...toEachStaff('staff-reservation', aboutOrder(order.id), settings.staffEmails)];
}

/**
 * A change the guest saved, numbered `sequence` (1 for the first): the guest's changed mail and a reminder for the
 * new start, and the venue's copy. Nothing for an unconfirmed reservation, or one the guest would see no difference in
 * (a save sent again).
 */
export function mailsForReservationChange(
  before: ReservationOrder,
  after: ReservationOrder,
  sequence: number,
  settings: ReservationMailSettings,
): MailRequest[] {
  if (!isChangeToTell(before, after)) return [];
  const occasion = String(sequence);
  const guest = addressIn(after.payload, 'clientEmail');
  const toGuest =
    guest === undefined
      ? []
      : [
          mailTo('reservation-changed', guest, aboutOrder(after.id), { attachments: ['calendar'], occasion }),
          ...reminder(after, guest, settings),
        ];
  return [...toGuest, ...toEachStaff('staff-reservation', aboutOrder(after.id), settings.staffEmails, { occasion })];
}

/** The guest's cancellation, its calendar entry cancelling the one sent before; once per reservation. */
export function mailsForReservationCancelled(order: MailOrder): MailRequest[] {
  const guest = addressIn(order.payload, 'clientEmail');
  return guest === undefined ? [] : [mailTo('reservation-cancelled', guest, aboutOrder(order.id), { attachments: ['calendar'] })];
}
