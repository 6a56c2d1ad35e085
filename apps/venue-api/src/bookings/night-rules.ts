// The checks a chosen night must pass on the server, for bottle orders, reservations and venue
// bookings alike (spec 5, 9): a real date no earlier than the venue's today, a time the venue
// offers, a guest count from the venue's minGuestCount to 20, and no blocked period (core's
// blocked-periods rules against the block_date table).
import { blockFor, toBlockedPeriods } from '@venue/core/booking/blocked-periods';
import { arrivalTimeChoices, formatDate, formatTimeLabel, isSelectableDate, parseDate, parseTimeLabel, type CalendarDate } from '@venue/core/booking/booking-choices';
import { err, ok, type Result } from '@venue/core/shared/result';
import type { FinancialSettings } from '@venue/core/venue/financial-settings.schema';
import type { Queryable } from '../db/database.port';
import { listBlockDates } from '../store/blocks.store';
import { refusal, type Refusal } from '../orders/refusal';

export interface NightChoice {
  /** MM/DD/YYYY as sent. */
  readonly date: string;
  /** A time label as sent ("10:00 PM", "22:00"). */
  readonly time: string;
  readonly guests: number;
}

/** The payload field names of the choice, so a refusal names the field the guest filled in. */
export interface NightFields {
  readonly date: string;
  readonly time: string;
  readonly guests: string;
}

export interface NightRules {
  /** Whether the time must be one of the venue's arrival times (bottlesTimes, or the defaults). */
  readonly arrivalTimesOnly: boolean;
  /** Whether blocked periods apply. */
  readonly blocks: boolean;
}

/** The choice as stored: the date as MM/DD/YYYY and the time as "h:mm AM/PM". */
export interface CheckedNight {
  readonly night: CalendarDate;
  readonly date: string;
  readonly time: string;
  /** YYYY-MM-DD, for date columns. */
  readonly isoDate: string;
}

const isoOf = (d: CalendarDate): string => `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

function calendarOf(isoDate: string): CalendarDate {
  const [year, month, day] = isoDate.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 0, day: day ?? 0 };
}

export async function checkNight(
  db: Queryable,
  settings: FinancialSettings,
  today: string,
  choice: NightChoice,
  fields: NightFields,
  rules: NightRules,
): Promise<Result<CheckedNight, Refusal>> {
  if (choice.guests < settings.minGuestCount || choice.guests > 20) {
    return err(refusal(422, 'invalid_input', `The venue takes ${settings.minGuestCount} to 20 guests.`, { field: fields.guests }));
  }
  const night = parseDate(choice.date);
  if (!night.ok) return err(refusal(422, 'invalid_input', 'Expected a date MM/DD/YYYY.', { field: fields.date }));
  if (!isSelectableDate(night.value, calendarOf(today))) return err(refusal(422, 'invalid_input', 'This date is in the past.', { field: fields.date }));
  const minutes = parseTimeLabel(choice.time);
  if (!minutes.ok) return err(refusal(422, 'invalid_input', 'Expected a time such as 10:00 PM.', { field: fields.time }));
  const time = formatTimeLabel(minutes.value);
  if (rules.arrivalTimesOnly) {
    const offered = arrivalTimeChoices(settings.bottlesTimes);
    if (!offered.includes(time)) return err(refusal(422, 'invalid_input', `The venue offers these times: ${offered.join(', ')}.`, { field: fields.time }));
  }
  if (rules.blocks) {
    const blocks = await listBlockDates(db);
    const periods = toBlockedPeriods(blocks);
    // The seed schema and the table's checks keep blocks readable; one that is not is a bug.
    if (!periods.ok) throw new Error(`Block date ${periods.error.index} cannot be read (${periods.error.reason}).`);
    const found = blockFor(periods.value, night.value, time);
    if (found.ok && found.value !== null) {
      const block = blocks[periods.value.indexOf(found.value)];
      // A block with a window asks for another time; a whole-night block for another date.
      const wholeNight = !block?.timeFrom && !block?.timeTo;
      return err(
        refusal(422, 'blocked', 'The venue is closed to bookings at that time.', {
          field: wholeNight ? fields.date : fields.time,
          details: { notes: found.value.notes, blockId: block?._id ?? null, dateFrom: block?.dateFrom ?? null, dateTo: block?.dateTo ?? null, timeFrom: block?.timeFrom ?? null, timeTo: block?.timeTo ?? null },
        }),
      );
    }
  }
  return ok({ night: night.value, date: formatDate(night.value), time, isoDate: isoOf(night.value) });
}
