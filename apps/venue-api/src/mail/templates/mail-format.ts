// Dates and amounts in a mail as the site writes them (docs/product.md#events): "Sat 06/15/2030", "$25.00".
import { formatDate } from '@venue/core/booking/booking-choices';
import { weekdayOf } from '@venue/core/events/calendar-grid';
import { parseIsoDate } from '@venue/core/events/event-times';
import { currencyCode } from '@venue/core/money/currency-code';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** "2030-06-15" as "Sat 06/15/2030"; anything else as it came. */
export function nightLabel(iso: string): string {
  const date = parseIsoDate(iso);
  return date ? `${WEEKDAYS[weekdayOf(date)] ?? ''} ${formatDate(date)}` : iso;
}

/** An amount in the venue's currency: by its ISO code when known, else the venue's symbol before the digits. */
export function money(cents: number, currency: string): string {
  const code = currencyCode(currency);
  const major = cents / 100;
  return code === null
    ? `${currency}${major.toFixed(2)}`
    : new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).format(major);
}
