// Picking the night of a table reservation or a venue booking: date, arrival time, guest count.
// A date and time equal to or inside a blocked period shows that block's notes until the guest
// dismisses them (docs/product.md#blocked-periods); dismissing clears the time so another can be picked.
// A reservation cannot take a weekday the venue is closed (docs/product.md#closed-days); a venue booking can.
import { assign, fromPromise, setup } from 'xstate';
import type { BlockDate } from './block-date.schema';
import { isDayBlocked } from './blocked-days';
import { blockFor, toBlockedPeriods, type BlockedPeriod, type InvalidBlock } from './blocked-periods';
import type { BookingKind } from './blocked-periods.port';
import { arrivalTimeChoices, guestCountChoices, isSelectableDate } from './booking-choices';
import { formatTimeLabel } from '../dates/time-of-day';
import { parseTimeLabel } from '../dates/night-time';
import { type CalendarDate } from '../dates/calendar-date';
import { closedDaysApply, isClosedDay } from './closed-days';
import type { WeekDay } from '../session/venue-hours';
import type { ApiError } from '../shared/api-error';
import { notProvided } from '../shared/not-provided';
import type { Result } from '../shared/result';

export interface BookingChoiceInput {
  readonly kind: BookingKind;
  /** The venue's today; the earliest selectable date. */
  readonly today: CalendarDate;
  readonly minGuestCount?: number;
  readonly bottlesTimes?: readonly string[];
  /** A choice made before (a reservation being changed, a step back): the guest starts from it. */
  readonly initial?: Omit<BookingChoice, 'kind'>;
  /**
   * The venue's blocks, read with the page (so the server draws the calendar): the choice starts from
   * them instead of loading them. Without them it loads them first.
   */
  readonly blocks?: readonly BlockDate[];
  /** The weekdays the venue's hours mark closed (core's closedWeekdays); they count for reservations only. */
  readonly closedDays?: readonly WeekDay[];
}

export interface BookingChoice {
  readonly kind: BookingKind;
  readonly date: CalendarDate;
  /** "h:mm AM/PM", a time of the night of `date`. */
  readonly time: string;
  readonly guests: number;
}

export type BookingChoiceField = 'date' | 'time' | 'guests';

export interface BookingChoiceContext {
  readonly kind: BookingKind;
  readonly today: CalendarDate;
  readonly guestChoices: readonly number[];
  readonly timeChoices: readonly string[];
  readonly date: CalendarDate | null;
  readonly time: string | null;
  readonly guests: number | null;
  readonly periods: readonly BlockedPeriod[];
  /** The weekdays this choice cannot take: the venue's closed days for a reservation, none for a venue booking. */
  readonly closedDays: readonly WeekDay[];
  /** Whether the blocks came with the input: the choice starts without loading them. */
  readonly blocksGiven: boolean;
  /** The block covering the current date and time, whose notes the modal shows. */
  readonly block: BlockedPeriod | null;
  /** What is still missing after a submit; the page shows its warning while this is not empty. */
  readonly missing: readonly BookingChoiceField[];
  readonly failure: ApiError | InvalidBlock | null;
}

export type BookingChoiceEvent =
  | { readonly type: 'guest.selectDate'; readonly date: CalendarDate }
  | { readonly type: 'guest.selectTime'; readonly time: string }
  | { readonly type: 'guest.selectGuests'; readonly count: number }
  | { readonly type: 'guest.submit' }
  | { readonly type: 'guest.dismissBlock' }
  | { readonly type: 'guest.retry' };

/** Whether the calendar greys the day out: a closed weekday, or every minute of its night blocked. */
export const isClosedNight = (context: Pick<BookingChoiceContext, 'periods' | 'closedDays'>, day: CalendarDate): boolean =>
  isClosedDay(context.closedDays, day) || isDayBlocked(context.periods, day);

const blockOf = (periods: readonly BlockedPeriod[], date: CalendarDate | null, time: string | null): BlockedPeriod | null => {
  if (date === null || time === null) return null;
  const found = blockFor(periods, date, time);
  return found.ok ? found.value : null;
};

/** The time in the form the choices use ("19:00" becomes "7:00 PM"), or null when it is not a time. */
const canonicalTime = (label: string): string | null => {
  const minutes = parseTimeLabel(label);
  return minutes.ok ? formatTimeLabel(minutes.value) : null;
};

const missingOf = (c: Pick<BookingChoiceContext, 'date' | 'time' | 'guests'>): BookingChoiceField[] => [
  ...(c.date === null ? (['date'] as const) : []),
  ...(c.time === null ? (['time'] as const) : []),
  ...(c.guests === null ? (['guests'] as const) : []),
];

export const bookingChoiceMachine = setup({
  types: {
    context: {} as BookingChoiceContext,
    events: {} as BookingChoiceEvent,
    input: {} as BookingChoiceInput,
    output: {} as BookingChoice,
  },
  actors: {
    loadBlocks: fromPromise<Result<readonly BlockDate[], ApiError>, BookingKind>(notProvided('bookingChoice', 'actor loadBlocks')),
  },
  guards: {
    selectableDate: ({ context, event }) =>
      event.type === 'guest.selectDate' && isSelectableDate(event.date, context.today) && !isClosedDay(context.closedDays, event.date),
    knownTime: ({ event }) => event.type === 'guest.selectTime' && canonicalTime(event.time) !== null,
    offeredGuestCount: ({ context, event }) => event.type === 'guest.selectGuests' && context.guestChoices.includes(event.count),
    isBlocked: ({ context }) => context.block !== null,
    isComplete: ({ context }) => missingOf(context).length === 0,
    blocksGiven: ({ context }) => context.blocksGiven,
  },
  actions: {
    recheckBlock: assign(({ context }) => ({ block: blockOf(context.periods, context.date, context.time) })),
    refreshMissing: assign(({ context }) => ({ missing: context.missing.length === 0 ? [] : missingOf(context) })),
  },
}).createMachine({
  id: 'bookingChoice',
  context: ({ input }) => {
    const date = input.initial?.date ?? null;
    const time = input.initial?.time ?? null;
    // Blocks given with the input are judged as loaded ones are: one that cannot be read fails the choice.
    const given = input.blocks === undefined ? null : toBlockedPeriods(input.blocks);
    const periods = given?.ok ? given.value : [];
    return {
      kind: input.kind,
      today: input.today,
      guestChoices: guestCountChoices(input.minGuestCount ?? 1),
      timeChoices: arrivalTimeChoices(input.bottlesTimes),
      date,
      time,
      guests: input.initial?.guests ?? null,
      periods,
      closedDays: closedDaysApply(input.kind) ? (input.closedDays ?? []) : [],
      blocksGiven: given !== null,
      block: blockOf(periods, date, time),
      missing: [],
      failure: given !== null && !given.ok ? given.error : null,
    };
  },
  initial: 'starting',
  output: ({ context }) => ({
    kind: context.kind,
    date: context.date as CalendarDate,
    time: context.time as string,
    guests: context.guests as number,
  }),
  states: {
    starting: {
      always: [{ guard: 'blocksGiven', target: 'checkingLoad' }, { target: 'loadingBlocks' }],
    },
    loadingBlocks: {
      tags: ['busy'],
      // Expected failures arrive as Result values; a rejected promise is a bug and fails the actor.
      invoke: {
        src: 'loadBlocks',
        input: ({ context }) => context.kind,
        onDone: {
          target: 'checkingLoad',
          actions: assign(({ context, event }) => {
            if (!event.output.ok) return { failure: event.output.error };
            // A block that cannot be read fails the load: guessing could let a guest book a closed night.
            const periods = toBlockedPeriods(event.output.value);
            return periods.ok
              ? { periods: periods.value, block: blockOf(periods.value, context.date, context.time), failure: null }
              : { failure: periods.error };
          }),
        },
      },
    },
    checkingLoad: {
      always: [{ guard: ({ context }) => context.failure !== null, target: 'blocksUnavailable' }, { target: 'choosing' }],
    },
    blocksUnavailable: {
      tags: ['error'],
      on: { 'guest.retry': { target: 'loadingBlocks', actions: assign({ failure: null }) } },
    },
    choosing: {
      on: {
        'guest.selectDate': {
          guard: 'selectableDate',
          target: 'checkingBlock',
          actions: [assign({ date: ({ event }) => event.date }), 'recheckBlock', 'refreshMissing'],
        },
        'guest.selectTime': {
          guard: 'knownTime',
          target: 'checkingBlock',
          actions: [assign({ time: ({ context, event }) => canonicalTime(event.time) ?? context.time }), 'recheckBlock', 'refreshMissing'],
        },
        'guest.selectGuests': {
          guard: 'offeredGuestCount',
          actions: [assign({ guests: ({ event }) => event.count }), 'refreshMissing'],
        },
        'guest.submit': [
          { guard: 'isBlocked', target: 'blocked' },
          { guard: 'isComplete', target: 'chosen', actions: assign({ missing: [] }) },
          { actions: assign({ missing: ({ context }) => missingOf(context) }) },
        ],
      },
    },
    checkingBlock: {
      always: [{ guard: 'isBlocked', target: 'blocked' }, { target: 'choosing' }],
    },
    blocked: {
      tags: ['error'],
      on: {
        'guest.dismissBlock': { target: 'choosing', actions: assign({ time: null, block: null }) },
      },
    },
    chosen: { type: 'final' },
  },
});
