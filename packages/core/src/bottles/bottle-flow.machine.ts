// The bottle service page (docs/product.md#bottle-service): the guided modals (Start Here, guests, date, time),
// the bottle list with its cart, and checkout, which keeps the selection in storage and goes to
// /bottle-checkout. The page's own guest, date and time pickers stay usable after the guide, so
// the selection events are accepted in every state. Every accepted choice is kept in storage too,
// and a stored selection is taken up again (docs/product.md#bottle-service), so a reload or a
// return from checkout loses nothing. Storage and navigation are provided (bottle-flow-wiring.ts).
// A weekday the venue is closed is not a night for bottle service (docs/product.md#closed-days).
import { assign, setup } from 'xstate';
import { arrivalTimeChoices, guestCountChoices, isSelectableDate } from '../booking/booking-choices';
import { type CalendarDate } from '../dates/calendar-date';
import { isClosedDay } from '../booking/closed-days';
import type { WeekDay } from '../session/venue-hours';
import { pathTo } from '../routing/routes';
import { notProvided } from '../shared/not-provided';
import type { FinancialSettings } from '../venue/financial-settings.schema';
import { findBottle, visibleCatalog, type VisibleCategory } from './bottle-catalog';
import type { BottleCategory } from './bottle-catalog.schema';
import type { BottleWarning } from './bottle-messages';
import { priceBottleOrder, pricingLines, type BottleQuote } from './bottle-pricing';
import type { BottleDraft } from './bottle-storage';
import { addBottle, cartLines, emptyCart, removeBottle, setQuantity, type Cart } from './cart';

export interface BottleFlowInput {
  /** GET bottles-items, decoded; hidden products are filtered here. */
  readonly catalog: readonly BottleCategory[];
  readonly settings: FinancialSettings;
  /** The venue's today; core reads no clock. */
  readonly today: CalendarDate;
  /** The weekdays the venue's hours mark closed (core's closedWeekdays); none when absent. */
  readonly closedDays?: readonly WeekDay[];
  /** What storage kept of an earlier visit; choices no longer offered are dropped. */
  readonly stored?: BottleDraft;
}

export interface BottleFlowContext {
  readonly catalog: readonly VisibleCategory[];
  readonly settings: FinancialSettings;
  readonly today: CalendarDate;
  readonly closedDays: readonly WeekDay[];
  readonly guestChoices: readonly number[];
  readonly timeChoices: readonly string[];
  readonly guests: number | null;
  readonly date: CalendarDate | null;
  readonly time: string | null;
  readonly cart: Cart;
  /** The warning shown in the `warning` state. */
  readonly warning: BottleWarning | null;
}

export type BottleFlowEvent =
  | { readonly type: 'guest.start' }
  | { readonly type: 'guest.closeGuide' }
  | { readonly type: 'guest.selectGuests'; readonly guests: number }
  | { readonly type: 'guest.selectDate'; readonly date: CalendarDate }
  | { readonly type: 'guest.selectTime'; readonly time: string }
  | { readonly type: 'guest.addBottle'; readonly bottleId: string }
  | { readonly type: 'guest.removeBottle'; readonly bottleId: string }
  | { readonly type: 'guest.checkout' }
  | { readonly type: 'guest.dismissWarning' };

/** The amounts the page shows (cart bar, remaining minimum), from the current context. */
export function bottleFlowQuote(context: Pick<BottleFlowContext, 'cart' | 'catalog' | 'guests' | 'settings'>): BottleQuote {
  // The cart only ever holds bottles of this catalog and the settings were decoded, so a
  // failure here is a bug.
  const lines = cartLines(context.cart, context.catalog);
  if (!lines.ok) throw new Error(`bottleFlow: cart holds ${lines.error.reason} ${lines.error.bottleId}`);
  const quote = priceBottleOrder({
    lines: pricingLines(lines.value),
    guests: context.guests ?? 0,
    settings: context.settings,
    promoter: null,
  });
  if (!quote.ok) throw new Error(`bottleFlow: ${quote.error.reason} ${quote.error.detail}`);
  return quote.value;
}

/** What is kept for a reload and for the BottleCheckout page (bottle-storage.ts writes it). */
export interface StoreSelectionParams {
  readonly selection: BottleDraft;
  readonly quote: Pick<BottleQuote, 'subtotal' | 'tableMinimum'>;
}

function selectionToStore(context: BottleFlowContext): StoreSelectionParams {
  const { guests, date, time, cart } = context;
  return { selection: { guests, date, time, cart }, quote: bottleFlowQuote(context) };
}

function checkoutToStore(context: BottleFlowContext): StoreSelectionParams {
  if (context.guests === null || context.date === null || context.time === null)
    throw new Error('bottleFlow: checkout without guests, date and time');
  return selectionToStore(context);
}

type Choices = Pick<BottleFlowContext, 'catalog' | 'today' | 'closedDays' | 'guestChoices' | 'timeChoices'>;

/** A night bottle service takes: today or later, on a day the venue opens. */
export const isBottleNight = (choices: Pick<BottleFlowContext, 'today' | 'closedDays'>, date: CalendarDate): boolean =>
  isSelectableDate(date, choices.today) && !isClosedDay(choices.closedDays, date);

/** The stored choices the page still offers: the same rules as the guards of the guest's events. */
function resumedDraft(stored: BottleDraft | undefined, choices: Choices): BottleDraft {
  if (stored === undefined) return { guests: null, date: null, time: null, cart: emptyCart };
  const cart = Object.entries(stored.cart).reduce<Cart>((kept, [bottleId, quantity]) => {
    const next = findBottle(choices.catalog, bottleId) === undefined ? null : setQuantity(kept, bottleId, quantity);
    return next?.ok ? next.value : kept;
  }, emptyCart);
  return {
    guests: stored.guests !== null && choices.guestChoices.includes(stored.guests) ? stored.guests : null,
    date: stored.date !== null && isBottleNight(choices, stored.date) ? stored.date : null,
    time: stored.time !== null && choices.timeChoices.includes(stored.time) ? stored.time : null,
    cart,
  };
}

function initialContext(input: BottleFlowInput): BottleFlowContext {
  const choices: Choices = {
    catalog: visibleCatalog(input.catalog),
    today: input.today,
    closedDays: input.closedDays ?? [],
    guestChoices: guestCountChoices(input.settings.minGuestCount),
    timeChoices: arrivalTimeChoices(input.settings.bottlesTimes),
  };
  return { ...choices, ...resumedDraft(input.stored, choices), settings: input.settings, warning: null };
}

const keepSelection = {
  type: 'storeSelection',
  params: ({ context }: { context: BottleFlowContext }) => selectionToStore(context),
} as const;

export const bottleFlowMachine = setup({
  types: {
    input: {} as BottleFlowInput,
    context: {} as BottleFlowContext,
    events: {} as BottleFlowEvent,
  },
  guards: {
    offeredGuestCount: ({ context, event }) => event.type === 'guest.selectGuests' && context.guestChoices.includes(event.guests),
    selectableDate: ({ context, event }) => event.type === 'guest.selectDate' && isBottleNight(context, event.date),
    offeredTime: ({ context, event }) => event.type === 'guest.selectTime' && context.timeChoices.includes(event.time),
    orderableBottle: ({ context, event }) =>
      (event.type === 'guest.addBottle' || event.type === 'guest.removeBottle') &&
      findBottle(context.catalog, event.bottleId) !== undefined,
    selectionIncomplete: ({ context }) => context.guests === null || context.date === null || context.time === null,
    minimumNotMet: ({ context }) => !bottleFlowQuote(context).canCheckout,
    // A guest who had chosen anything already went through the guide (or closed it).
    resumingSelection: ({ context }) =>
      context.guests !== null || context.date !== null || context.time !== null || Object.keys(context.cart).length > 0,
  },
  actions: {
    selectGuests: assign({ guests: ({ context, event }) => (event.type === 'guest.selectGuests' ? event.guests : context.guests) }),
    selectDate: assign({ date: ({ context, event }) => (event.type === 'guest.selectDate' ? event.date : context.date) }),
    selectTime: assign({ time: ({ context, event }) => (event.type === 'guest.selectTime' ? event.time : context.time) }),
    addBottle: assign({
      cart: ({ context, event }) => (event.type === 'guest.addBottle' ? addBottle(context.cart, event.bottleId) : context.cart),
    }),
    removeBottle: assign({
      cart: ({ context, event }) => (event.type === 'guest.removeBottle' ? removeBottle(context.cart, event.bottleId) : context.cart),
    }),
    warnMissingSelection: assign({ warning: 'missing-selection' as const }),
    warnMinimumCharge: assign({ warning: 'minimum-charge' as const }),
    clearWarning: assign({ warning: null }),
    storeSelection: notProvided<(_: unknown, params: StoreSelectionParams) => void>('bottleFlow', 'action storeSelection'),
    // Routing lives in the app.
    navigate: notProvided<(_: unknown, params: { readonly to: string }) => void>('bottleFlow', 'action navigate'),
  },
}).createMachine({
  id: 'bottleFlow',
  context: ({ input }) => initialContext(input),
  initial: 'resuming',
  on: {
    'guest.selectGuests': { guard: 'offeredGuestCount', actions: ['selectGuests', keepSelection] },
    'guest.selectDate': { guard: 'selectableDate', actions: ['selectDate', keepSelection] },
    'guest.selectTime': { guard: 'offeredTime', actions: ['selectTime', keepSelection] },
    'guest.addBottle': { guard: 'orderableBottle', actions: ['addBottle', keepSelection] },
    'guest.removeBottle': { guard: 'orderableBottle', actions: ['removeBottle', keepSelection] },
  },
  states: {
    resuming: {
      always: [{ guard: 'resumingSelection', target: 'selecting' }, { target: 'intro' }],
    },
    intro: {
      on: { 'guest.start': 'guests', 'guest.closeGuide': 'selecting' },
    },
    guests: {
      on: {
        'guest.selectGuests': { guard: 'offeredGuestCount', actions: ['selectGuests', keepSelection], target: 'date' },
        'guest.closeGuide': 'selecting',
      },
    },
    date: {
      on: {
        'guest.selectDate': { guard: 'selectableDate', actions: ['selectDate', keepSelection], target: 'time' },
        'guest.closeGuide': 'selecting',
      },
    },
    time: {
      on: {
        'guest.selectTime': { guard: 'offeredTime', actions: ['selectTime', keepSelection], target: 'selecting' },
        'guest.closeGuide': 'selecting',
      },
    },
    selecting: {
      initial: 'browsing',
      states: {
        browsing: {},
        warning: {
          tags: ['warning'],
          on: { 'guest.dismissWarning': { target: 'browsing', actions: 'clearWarning' } },
        },
      },
      on: {
        'guest.checkout': [
          { guard: 'selectionIncomplete', target: '.warning', actions: 'warnMissingSelection' },
          { guard: 'minimumNotMet', target: '.warning', actions: 'warnMinimumCharge' },
          {
            target: 'checkedOut',
            actions: [
              'clearWarning',
              { type: 'storeSelection', params: ({ context }) => checkoutToStore(context) },
              { type: 'navigate', params: { to: pathTo('BottleCheckout') } },
            ],
          },
        ],
      },
    },
    checkedOut: { type: 'final' },
  },
});
