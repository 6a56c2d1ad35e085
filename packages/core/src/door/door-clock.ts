// The door's clock (docs/product.md#the-door): admission times are the venue's wall clock, as every page's times are
// (docs/product.md#the-venues-time-zone), whatever zone the device is set to. When the device's zone is another, the
// page names the venue's, so staff comparing "in since" with their own phone's clock know whose time it is.
import { isTimeZone } from '../shared/time-zone';

export interface DoorClock {
  /** The IANA zone admission times are written in; undefined, the device's own (the venue's is unknown). */
  readonly timeZone: string | undefined;
  /** The venue's zone, for the page to name when the device's is another; null when there is nothing to say. */
  readonly named: string | null;
}

/** `venueZone`: the page's (general.timeZone); `deviceZone`: the browser's, as Intl resolves it. */
export function doorClockOf(venueZone: string | undefined, deviceZone: string | undefined): DoorClock {
  if (venueZone === undefined || !isTimeZone(venueZone)) return { timeZone: undefined, named: null };
  return { timeZone: venueZone, named: deviceZone === venueZone ? null : venueZone };
}
