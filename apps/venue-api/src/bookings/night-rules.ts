// The checks a chosen night must pass on the server, for bottle orders, reservations and venue
// bookings alike (docs/product.md#bottle-service, docs/product.md#blocked-periods): a real date no
// earlier than the venue's today, a time the venue offers, a guest count from the venue's
// minGuestCount to core's MAX_GUEST_COUNT, no weekday the venue's hours mark closed where core's closed-days
// rule says so (docs/product.md#closed-days), and no blocked period (core's blocked-periods rules against the
// block_date table).
import { isDayBlocked } from '@venue/core/booking/blocked-days';
import { blockFor, toBlockedPeriods } from '@venue/core/booking/blocked-periods';
import { arrivalTimeChoices, isSelectableDate, MAX_GUEST_COUNT } from '@venue/core/booking/booking-choices';
import { formatDate, parseDate } from '@venue/core/dates/date-text';
import { formatTimeLabel } from '@venue/core/dates/time-of-day';
import { parseTimeLabel } from '@venue/core/dates/night-time';
import { type CalendarDate } from '@venue/core/dates/calendar-date';
import { closedDaysText, closedWeekdays, isClosedDay } from '@venue/core/booking/closed-days';
import { isoDate, parseIsoDate } from '@venue/core/events/event-times';
import { err, ok, type Result } from '@venue/core/shared/result';
import type { FinancialSettings } from '@venue/core/venue/financial-settings.schema';
import type { Queryable } from '../db/database.port';
import { invalidInput, refusal, type Refusal } from '../http/refusal';
import { listBlockDates } from '../store/blocks.store';
import { readGeneralInfo } from '../store/venue.store';

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
  /** Whether a weekday the venue's hours mark closed is refused (core's closedDaysApply for the flow). */
  readonly closedDays: boolean;
}

/** The choice as stored: the date as MM/DD/YYYY and the time as "h:mm AM/PM". */
export interface CheckedNight {
  readonly night: CalendarDate;
  readonly date: string;
  readonly time: string;
  /** YYYY-MM-DD, for date columns. */
  readonly isoDate: string;
}

export async function checkNight(
  db: Queryable,
  settings: FinancialSettings,
  today: string,
  choice: NightChoice,
  fields: NightFields,
  rules: NightRules,
): Promise<Result<CheckedNight, Refusal>> {
  if (choice.guests < settings.minGuestCount || choice.guests > MAX_GUEST_COUNT) {
    return err(invalidInput(fields.guests, `The venue takes ${settings.minGuestCount} to ${MAX_GUEST_COUNT} guests.`));
  }
  const night = parseDate(choice.date);
  if (!night.ok) return err(invalidInput(fields.date, 'Expected a date MM/DD/YYYY.'));
  const todayDate = parseIsoDate(today);
  if (todayDate === null) throw new Error(`The venue's today ${today} is not a date.`);
  if (!isSelectableDate(night.value, todayDate)) return err(invalidInput(fields.date, 'This date is in the past.'));
  const minutes = parseTimeLabel(choice.time);
  if (!minutes.ok) return err(invalidInput(fields.time, 'Expected a time such as 10:00 PM.'));
  const time = formatTimeLabel(minutes.value);
  if (rules.arrivalTimesOnly) {
    const offered = arrivalTimeChoices(settings.bottlesTimes);
    if (!offered.includes(time)) return err(invalidInput(fields.time, `The venue offers these times: ${offered.join(', ')}.`));
  }
  if (rules.closedDays) {
    const closed = closedWeekdays((await readGeneralInfo(db))?.hours);
    if (isClosedDay(closed, night.value)) return err(invalidInput(fields.date, closedDaysText(closed) ?? 'The venue is closed that day.'));
  }
  if (rules.blocks) {
    const blocks = await listBlockDates(db);
    const periods = toBlockedPeriods(blocks);
    // The seed schema and the table's checks keep blocks readable; one that is not is a bug.
    if (!periods.ok) throw new Error(`Block date ${periods.error.index} cannot be read (${periods.error.reason}).`);
    const found = blockFor(periods.value, night.value, time);
    if (found.ok && found.value !== null) {
      const block = blocks[periods.value.indexOf(found.value)];
      // A night blocked from 6:00 AM to 5:59 AM asks for another date; otherwise another time will do.
      return err(
        refusal(422, 'blocked', 'The venue is closed to bookings at that time.', {
          field: isDayBlocked(periods.value, night.value) ? fields.date : fields.time,
          details: {
            notes: found.value.notes,
            blockId: block?._id ?? null,
            dateFrom: block?.dateFrom ?? null,
            dateTo: block?.dateTo ?? null,
            timeFrom: block?.timeFrom ?? null,
            timeTo: block?.timeTo ?? null,
          },
        }),
      );
    }
  }
  return ok({ night: night.value, date: formatDate(night.value), time, isoDate: isoDate(night.value) });
}
