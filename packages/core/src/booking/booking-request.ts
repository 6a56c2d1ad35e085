// The private event request form (docs/product.md#reservations-and-venue-booking): the night (date, start,
// guests: the booking choice machine's), the end time, the kind of event, a special request and who books;
// turned into the new-booking payload. A private event may start at any time of the night and must end
// later the same night, by 5:59 AM.
import type { PhonePort } from '../ports/phone.port';
import { isBlank, type FieldError } from '../shared/form-validation';
import { err, ok, type Result } from '../shared/result';
import { formatDate } from '../dates/date-text';
import { formatTimeLabel } from '../dates/time-of-day';
import { MAX_GUEST_COUNT } from './booking-choices';
import { NIGHT_STARTS_AT_MINUTE, parseTimeLabel } from '../dates/night-time';
import { type CalendarDate } from '../dates/calendar-date';
import { judgeGuestContact, SPECIAL_REQUEST_MAX_LENGTH } from './guest-contact-rules';
import type { VenueBookingPayload } from './venue-booking.schema';

/** The last minute of a night: 5:59 AM the morning after its date. */
export const NIGHT_ENDS_AT_MINUTE = NIGHT_STARTS_AT_MINUTE + 24 * 60 - 1;
const STEP = 30;

/** What the booking choice machine holds for the night; null until picked. */
export interface NightPick {
  readonly date: CalendarDate | null;
  readonly time: string | null;
  readonly guests: number | null;
}

/** What the guest types beside the night, kept as typed through every failure. */
export interface BookingRequestValues {
  readonly endTime: string;
  readonly eventType: string;
  readonly specialRequest: string;
  readonly clientName: string;
  readonly clientEmail: string;
  /** As the phone input holds it (E.164 once valid). */
  readonly clientPhoneNumber: string;
}

export const emptyBookingRequest: BookingRequestValues = {
  endTime: '',
  eventType: '',
  specialRequest: '',
  clientName: '',
  clientEmail: '',
  clientPhoneNumber: '',
};

export type BookingRequestField = 'eventDate' | 'startTime' | 'noOfGuests' | keyof BookingRequestValues;

/** The labels, in form order (ours); the alert quotes the first invalid one. */
export const bookingRequestPlaceholders: Readonly<Record<BookingRequestField, string>> = {
  eventDate: 'Date',
  startTime: 'Start time',
  endTime: 'End time',
  noOfGuests: 'No. Of Guests',
  eventType: 'Event type',
  specialRequest: 'Special request',
  clientName: 'Your Name',
  clientEmail: 'Your Email',
  clientPhoneNumber: 'Phone Number',
};

/** The kinds of event offered (ours); the request says more in its special request. */
export const eventTypes: readonly string[] = ['Birthday', 'Corporate event', 'Wedding', 'Product launch', 'Private party', 'Other'];

const nightMinutes = (label: string): number | null => {
  const minutes = parseTimeLabel(label);
  return minutes.ok ? minutes.value : null;
};

/** Start times: every 30 minutes of the night, 6:00 AM through 5:30 AM (a private event may start at any time). */
export const startTimeChoices: readonly string[] = Array.from({ length: (24 * 60) / STEP }, (_, i) =>
  formatTimeLabel(NIGHT_STARTS_AT_MINUTE + i * STEP),
);

/** End times after a start: each half hour after it through 5:30 AM, then 5:59 AM, the night's last minute. */
export function endTimeChoices(startTime: string | null): readonly string[] {
  const start = startTime === null ? null : nightMinutes(startTime);
  const from = start === null ? NIGHT_STARTS_AT_MINUTE : start;
  const halfHours = startTimeChoices.filter((label) => (nightMinutes(label) ?? 0) > from);
  return [...halfHours, formatTimeLabel(NIGHT_ENDS_AT_MINUTE)];
}

/** Whether the end comes after the start within one night (by 5:59 AM the morning after). */
export function endsAfterStart(startTime: string, endTime: string): boolean {
  const start = nightMinutes(startTime);
  const end = nightMinutes(endTime);
  return start !== null && end !== null && end > start && end <= NIGHT_ENDS_AT_MINUTE;
}

/** Where the guest's device is reported from, read at the edge. */
export interface BookingClient {
  readonly userAgent: 'Mobile' | 'PC';
  readonly ip: string;
}

export interface BookingRequestInput {
  readonly night: NightPick;
  readonly values: BookingRequestValues;
  /** The phone rules, loaded with the phone input. */
  readonly phone: PhonePort;
  readonly client?: BookingClient | null;
}

/** The new-booking payload, or every invalid field in form order. */
export function validateBookingRequest({
  night,
  values,
  phone,
  client = null,
}: BookingRequestInput): Result<VenueBookingPayload, readonly FieldError<BookingRequestField>[]> {
  const errors: FieldError<BookingRequestField>[] = [];
  const fail = (field: BookingRequestField, reason: FieldError['reason']) =>
    errors.push({ field, placeholder: bookingRequestPlaceholders[field], reason });

  if (night.date === null) fail('eventDate', 'required');
  if (night.time === null) fail('startTime', 'required');
  if (isBlank(values.endTime)) fail('endTime', 'required');
  else if (night.time !== null && !endsAfterStart(night.time, values.endTime)) fail('endTime', 'out-of-range');
  if (night.guests === null) fail('noOfGuests', 'required');
  else if (!Number.isInteger(night.guests) || night.guests < 1 || night.guests > MAX_GUEST_COUNT) fail('noOfGuests', 'out-of-range');
  if (isBlank(values.eventType)) fail('eventType', 'required');
  else if (!eventTypes.includes(values.eventType.trim())) fail('eventType', 'out-of-range');
  if (values.specialRequest.trim().length > SPECIAL_REQUEST_MAX_LENGTH) fail('specialRequest', 'out-of-range');
  const international = judgeGuestContact(values, phone, fail);

  if (errors.length > 0 || night.date === null || night.time === null || night.guests === null || international === null)
    return err(errors);
  return ok({
    eventDate: formatDate(night.date),
    startTime: night.time,
    endTime: formatTimeLabel(nightMinutes(values.endTime) ?? NIGHT_ENDS_AT_MINUTE),
    noOfGuests: night.guests,
    eventType: values.eventType.trim(),
    specialRequest: values.specialRequest.trim(),
    clientName: values.clientName.trim(),
    clientEmail: values.clientEmail.trim(),
    clientPhoneNumber: international,
    ...(client === null ? {} : { userAgent: client.userAgent, ...(client.ip === '' ? {} : { ip: client.ip }) }),
  });
}
