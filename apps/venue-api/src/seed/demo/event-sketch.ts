// One line of facts per demo event, turned into a seed event (date, tickets, poster) by demo-events.ts.
// A regular night names its weekday and which of its coming (or past) weeks it falls in; a holiday names
// its date and the regular night shown instead when that date is not within the demo's weeks.
import type { WeekDay } from '@venue/core/session/venue-hours';
import type { YearDay } from './demo-calendar';

interface SketchFacts {
  readonly name: string;
  readonly category: string;
  readonly location: string;
  /** Within the opening hours of the event's weekday (demo-hours.ts). */
  readonly start: string;
  readonly end: string;
  readonly talentIds: readonly string[];
  readonly pitch: string;
  /** The one dress code the event page gives; smart casual unless a themed night says otherwise. */
  readonly dressCode?: string;
  /** Base price of general admission; null means free entry, no tickets sold online. */
  readonly price: number | null;
  /** Free entry on a list: a free ticket type with this many places (only with price null). */
  readonly freeList?: number;
}

export interface EventSketch extends SketchFacts {
  readonly weekday: WeekDay;
  /** 0 for the first such weekday from today on (or, for a past event, before today), 1 for the week after, … */
  readonly week: number;
}

export interface HolidaySketch extends SketchFacts {
  readonly on: YearDay;
  /** The night shown instead when the holiday is not within the demo's weeks or the venue is closed that day. */
  readonly otherwise: EventSketch;
}

export type Sketch = EventSketch | HolidaySketch;

export const isHoliday = (sketch: Sketch): sketch is HolidaySketch => 'on' in sketch;
