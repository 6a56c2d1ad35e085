// The StaffAvailability page's form (docs/product.md#careers-contact-and-staff-availability): the staff member's name,
// the nights they can work (a date, from and to; a `to` earlier than `from` ends the next morning), notes. Rows are
// added and removed here, at most 62 and each date once, and the form turns into the PUT staff-availability payload.
import { isBlank, type FieldError } from '../shared/form-validation';
import { err, ok, type Result } from '../shared/result';
import { STAFF_AVAILABILITY_MAX_DAYS, type StaffAvailability, type StaffAvailabilityUpdate } from './staff-availability.schema';

export const STAFF_NAME_MAX_LENGTH = 100;
export const STAFF_NOTES_MAX_LENGTH = 2000;

/** One row as typed: the date input's `YYYY-MM-DD`, the time inputs' 24-hour `HH:MM`. */
export interface NightRow {
  readonly date: string;
  readonly timeFrom: string;
  readonly timeTo: string;
}

export interface StaffAvailabilityFormValues {
  readonly staffName: string;
  readonly nights: readonly NightRow[];
  readonly notes: string;
}

export type StaffAvailabilityField = 'staffName' | 'nights' | `nights[${number}].${keyof NightRow}` | 'notes';

/** A new row: the usual night shift, the date left to the staff member. */
export const newNight: NightRow = { date: '', timeFrom: '20:00', timeTo: '02:00' };

export const emptyStaffAvailability: StaffAvailabilityFormValues = { staffName: '', nights: [newNight], notes: '' };

export const staffAvailabilityPlaceholders = {
  staffName: 'Your Name',
  nights: 'Nights',
  notes: 'Notes',
} as const;

/** The labels of a row's fields, numbered from 1 as the page shows them. */
export const nightLabels = (index: number): Readonly<Record<keyof NightRow, string>> => ({
  date: `Night ${index + 1} date`,
  timeFrom: `Night ${index + 1} from`,
  timeTo: `Night ${index + 1} to`,
});

export const canAddNight = (nights: readonly NightRow[]): boolean => nights.length < STAFF_AVAILABILITY_MAX_DAYS;

export const addNight = (nights: readonly NightRow[]): readonly NightRow[] => (canAddNight(nights) ? [...nights, newNight] : nights);

export const removeNight = (nights: readonly NightRow[], index: number): readonly NightRow[] => nights.filter((_, i) => i !== index);

export const editNight = (nights: readonly NightRow[], index: number, change: Partial<NightRow>): readonly NightRow[] =>
  nights.map((night, i) => (i === index ? { ...night, ...change } : night));

const clock = /^([01]\d|2[0-3]):([0-5]\d)$/;
const label = /^(1[0-2]|[1-9]):([0-5]\d) (AM|PM)$/;

/** `20:30` -> `8:30 PM`; null for anything else. */
export function timeLabelOf(time: string): string | null {
  const match = clock.exec(time);
  if (!match) return null;
  const hours = Number(match[1]);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** `8:30 PM` -> `20:30`, for the time input; empty for anything else. */
export function clockOf(timeLabel: string): string {
  const match = label.exec(timeLabel);
  if (!match) return '';
  const hours = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0);
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

/** Whether a shift ends the next morning (`to` earlier than `from`). */
export const endsNextMorning = (night: NightRow): boolean =>
  clock.test(night.timeFrom) && clock.test(night.timeTo) && night.timeTo < night.timeFrom;

const isCalendarDate = (date: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return month >= 1 && month <= 12 && day >= 1 && day <= days;
};

/** The form again from what was saved before through the link. */
export const staffAvailabilityFormOf = (saved: StaffAvailability): StaffAvailabilityFormValues => ({
  staffName: saved.staffName,
  nights: saved.availability.map((n) => ({ date: n.date, timeFrom: clockOf(n.timeFrom), timeTo: clockOf(n.timeTo) })),
  notes: saved.notes,
});

export function validateStaffAvailability(
  values: StaffAvailabilityFormValues,
): Result<StaffAvailabilityUpdate, readonly FieldError<StaffAvailabilityField>[]> {
  const errors: FieldError<StaffAvailabilityField>[] = [];
  const fail = (field: StaffAvailabilityField, placeholder: string, reason: FieldError['reason']) =>
    errors.push({ field, placeholder, reason });

  if (isBlank(values.staffName)) fail('staffName', staffAvailabilityPlaceholders.staffName, 'required');
  else if (values.staffName.trim().length > STAFF_NAME_MAX_LENGTH)
    fail('staffName', staffAvailabilityPlaceholders.staffName, 'out-of-range');

  if (values.nights.length === 0) fail('nights', staffAvailabilityPlaceholders.nights, 'required');
  else if (values.nights.length > STAFF_AVAILABILITY_MAX_DAYS) fail('nights', staffAvailabilityPlaceholders.nights, 'out-of-range');
  const seen = new Set<string>();
  values.nights.forEach((night, index) => {
    const labels = nightLabels(index);
    if (isBlank(night.date)) fail(`nights[${index}].date`, labels.date, 'required');
    else if (!isCalendarDate(night.date)) fail(`nights[${index}].date`, labels.date, 'out-of-range');
    else if (seen.has(night.date)) fail(`nights[${index}].date`, labels.date, 'duplicate-date');
    seen.add(night.date);
    if (timeLabelOf(night.timeFrom) === null) fail(`nights[${index}].timeFrom`, labels.timeFrom, 'required');
    if (timeLabelOf(night.timeTo) === null) fail(`nights[${index}].timeTo`, labels.timeTo, 'required');
    // The same time twice would be a 24-hour shift, or a slip.
    else if (night.timeTo === night.timeFrom) fail(`nights[${index}].timeTo`, labels.timeTo, 'out-of-range');
  });
  if (values.notes.trim().length > STAFF_NOTES_MAX_LENGTH) fail('notes', staffAvailabilityPlaceholders.notes, 'out-of-range');

  if (errors.length > 0) return err(errors);
  return ok({
    staffName: values.staffName.trim(),
    availability: values.nights.map((night) => ({
      date: night.date,
      timeFrom: timeLabelOf(night.timeFrom) ?? '',
      timeTo: timeLabelOf(night.timeTo) ?? '',
    })),
    notes: values.notes.trim(),
  });
}
