// PUT staff-availability/{id}: a staff member, following the link the venue sent (its id), says
// on which nights and between which times they can work. The body is the data
// (docs/product.md#careers-contact-and-staff-availability).
import { Schema } from 'effect';
import { IsoDate, TimeLabel } from '../content/content-fields.schema';
import { atMostItems, NAME_MAX } from '../shared/input-limits';
import { RequiredText, TextUpTo } from './request-fields.schema';

/** Two months of nights at most: the venue plans a few weeks ahead. */
export const STAFF_AVAILABILITY_MAX_DAYS = 62;

/** Ids of availability links: letters, digits, `-` and `_`, as the venue mints them. */
export const isStaffLinkId = (id: string): boolean => /^[A-Za-z0-9_-]{1,64}$/.test(id);

export const AvailableNight = Schema.Struct({
  date: IsoDate,
  /** From and to as time labels; a `to` earlier than `from` ends the next morning. */
  timeFrom: TimeLabel,
  timeTo: TimeLabel,
});
export type AvailableNight = typeof AvailableNight.Type;

export const StaffAvailabilityUpdate = Schema.Struct({
  staffName: RequiredText(NAME_MAX),
  availability: Schema.Array(AvailableNight).check(
    atMostItems(STAFF_AVAILABILITY_MAX_DAYS, 'nights'),
    Schema.makeFilter(
      (nights: readonly AvailableNight[]) => new Set(nights.map((n) => n.date)).size === nights.length || 'Expected each date once',
    ),
  ),
  notes: TextUpTo(2000),
});
export type StaffAvailabilityUpdate = typeof StaffAvailabilityUpdate.Type;

/** What the venue keeps: the latest update for the link, with when it arrived. */
export const StaffAvailability = Schema.Struct({
  id: Schema.String,
  ...StaffAvailabilityUpdate.fields,
  /** ISO timestamp of the update. */
  updatedAt: Schema.String,
});
export type StaffAvailability = typeof StaffAvailability.Type;

export const StaffAvailabilityResponse = Schema.Struct({ data: StaffAvailability });
