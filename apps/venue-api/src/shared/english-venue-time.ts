// An instant on the venue's clock in English for the mails: "Sat 06/15/2030 at 8:00 PM", as the site's English
// pages write it, until the backend writes in the order's language (docs/product.md#the-venues-time-zone).
import { venueWallTime } from '@venue/core/booking/reservation-times';
import { isoDate } from '@venue/core/events/event-times';
import { formatTimeLabel } from '@venue/core/dates/time-of-day';
import { nightDateLabel } from '@venue/core/night/night-words';
import { dateAtTime } from '@venue/messages/en/dates';

export function venueDateTime(instant: Date, timeZone: string): string {
  const { day, minutes } = venueWallTime(instant, timeZone);
  return dateAtTime(nightDateLabel(isoDate(day)), formatTimeLabel(minutes));
}
