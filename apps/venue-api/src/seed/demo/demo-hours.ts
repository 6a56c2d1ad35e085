// The demo venue's week (docs/product.md#the-demo-venue): closed on Mondays, late on the weekend, the
// Rooftop and the Lounge from the early evening on Saturdays and Sundays. Every demo event fits the
// hours of its day, and the FAQ's opening hours are written from them.
import type { VenueSeedInput } from '../venue-seed.schema';

export const demoHours = {
  Monday: { DayOff: true, timeFromMonday: null, timeToMonday: null },
  Tuesday: { DayOff: false, timeFromTuesday: '8:00 PM', timeToTuesday: '2:00 AM' },
  Wednesday: { DayOff: false, timeFromWednesday: '8:00 PM', timeToWednesday: '2:00 AM' },
  Thursday: { DayOff: false, timeFromThursday: '8:00 PM', timeToThursday: '3:00 AM' },
  Friday: { DayOff: false, timeFromFriday: '9:00 PM', timeToFriday: '4:00 AM' },
  Saturday: { DayOff: false, timeFromSaturday: '6:00 PM', timeToSaturday: '4:00 AM' },
  Sunday: { DayOff: false, timeFromSunday: '4:00 PM', timeToSunday: '2:00 AM' },
} satisfies NonNullable<VenueSeedInput['generalInfo']['hours']>;
