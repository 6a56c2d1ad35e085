// The guest's details on a table reservation (docs/product.md#reservations-and-venue-booking): name,
// e-mail, phone and a special request, with the rules every form shares (docs/product.md#form-rules),
// joined to the chosen night as the new-reservation payload.
import type { PhonePort } from '../ports/phone.port';
import type { FieldError } from '../shared/form-validation';
import { err, ok, type Result } from '../shared/result';
import type { BookingChoice } from './booking-choice.machine';
import { formatDate } from '../dates/date-text';
import { judgeGuestContact, SPECIAL_REQUEST_MAX_LENGTH } from './guest-contact-rules';
import type { ReservationPayload, ReservationUpdate } from './reservation.schema';

export interface ReservationFormValues {
  readonly clientName: string;
  readonly clientEmail: string;
  readonly clientPhoneNumber: string;
  readonly specialRequest: string;
}

export type ReservationField = keyof ReservationFormValues;

export const emptyReservationForm: ReservationFormValues = { clientName: '', clientEmail: '', clientPhoneNumber: '', specialRequest: '' };

/** The labels, in form order (ours, in the bottle checkout's words); the alert quotes the first invalid one. */
export const reservationPlaceholders: Readonly<Record<ReservationField, string>> = {
  clientName: 'Full Name',
  clientEmail: 'Contact Email',
  clientPhoneNumber: 'Cell Phone',
  specialRequest: 'Special Request',
};

export interface ClientDevice {
  readonly userAgent: 'Mobile' | 'PC';
  readonly ip: string;
}

/** The night part of a payload: what check-availability and PUT reservation/{id} read. */
export const reservationNight = (choice: BookingChoice, specialRequest = ''): ReservationUpdate => ({
  noOfGuests: choice.guests,
  reservationDate: formatDate(choice.date),
  reservationTime: choice.time,
  specialRequest: specialRequest.trim(),
});

/** A special request the venue would refuse (too long), as a field error; null when it is fine. */
export const specialRequestError = (text: string): FieldError<'specialRequest'> | null =>
  text.trim().length > SPECIAL_REQUEST_MAX_LENGTH
    ? { field: 'specialRequest', placeholder: reservationPlaceholders.specialRequest, reason: 'out-of-range' }
    : null;

/** Every invalid field in form order, or the new-reservation payload. */
export function validateReservationForm(
  values: ReservationFormValues,
  choice: BookingChoice,
  phone: PhonePort,
  device: ClientDevice,
): Result<ReservationPayload, readonly FieldError<ReservationField>[]> {
  const errors: FieldError<ReservationField>[] = [];
  const fail = (field: ReservationField, reason: FieldError['reason']) =>
    errors.push({ field, placeholder: reservationPlaceholders[field], reason });

  const international = judgeGuestContact(values, phone, fail);

  const request = specialRequestError(values.specialRequest);
  if (request) errors.push(request);

  if (errors.length > 0 || international === null) return err(errors);
  return ok({
    ...reservationNight(choice, values.specialRequest),
    clientName: values.clientName.trim(),
    clientEmail: values.clientEmail.trim(),
    clientPhoneNumber: international,
    userAgent: device.userAgent,
    ...(device.ip === '' ? {} : { ip: device.ip }),
  });
}
