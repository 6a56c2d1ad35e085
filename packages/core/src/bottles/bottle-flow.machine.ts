// The bottle service page (docs/product.md#bottle-service): the guided modals (Start Here, guests, date, time),
// the bottle list with its cart, and checkout, which keeps the selection in storage and goes to
// /bottle-checkout. The page's own guest, date and time pickers stay usable after the guide, so
// the selection events are accepted in every state. Storage and navigation are provided
// (bottle-flow-wiring.ts).
import { assign, setup } from 'xstate';
import { arrivalTimeChoices, guestCountChoices, isSelectableDate, type CalendarDate } from '../booking/booking-choices';
import { pathTo } from '../routing/routes';
import { notProvided } from '../shared/not-provided';
import type { FinancialSettings } from '../venue/financial-settings.schema';
import { findBottle, visibleCatalog, type VisibleCategory } from './bottle-catalog';
import type { BottleCategory } from './bottle-catalog.schema';
import { minimumChargeWarning, missingSelectionWarning } from './bottle-messages';
import { priceBottleOrder, pricingLines, type BottleQuote } from './bottle-pricing';
import type { BottleSelection } from './bottle-storage';
import { addBottle, cartLines, emptyCart, removeBottle, type Cart } from './cart';

export interface BottleFlowInput {
  /** GET bottles-items, decoded; hidden products are filtered here. */
  readonly catalog: readonly BottleCategory[];
  readonly settings: FinancialSettings;
  /** The venue's today; core reads no clock. */
  readonly today: CalendarDate;
}

export interface BottleFlowContext {
  readonly catalog: readonly VisibleCategory[];
  readonly settings: FinancialSettings;
  readonly today: CalendarDate;
  readonly guestChoices: readonly number[];
  readonly timeChoices: readonly string[];
  readonly guests: number | null;
  readonly date: CalendarDate | null;
  readonly time: string | null;
  readonly cart: Cart;
  /** The warning shown in the `warning` state. */
  readonly warning: string | null;
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

/** What checkout keeps for the BottleCheckout page (bottle-storage.ts writes it). */
export interface StoreSelectionParams {
  readonly selection: BottleSelection;
  readonly quote: Pick<BottleQuote, 'subtotal' | 'tableMinimum'>;
}

function selectionToStore(context: BottleFlowContext): StoreSelectionParams {
  const { guests, date, time, cart } = context;
  if (guests === null || date === null || time === null) throw new Error('bottleFlow: checkout without guests, date and time');
  return { selection: { guests, date, time, cart }, quote: bottleFlowQuote(context) };
}

export const bottleFlowMachine = setup({
  types: {
    input: {} as BottleFlowInput,
    context: {} as BottleFlowContext,
    events: {} as BottleFlowEvent,
  },
  guards: {
    offeredGuestCount: ({ context, event }) => event.type === 'guest.selectGuests' && context.guestChoices.includes(event.guests),
    selectableDate: ({ context, event }) => event.type === 'guest.selectDate' && isSelectableDate(event.date, context.today),
    offeredTime: ({ context, event }) => event.type === 'guest.selectTime' && context.timeChoices.includes(event.time),
    orderableBottle: ({ context, event }) =>
      (event.type === 'guest.addBottle' || event.type === 'guest.removeBottle') &&
      findBottle(context.catalog, event.bottleId) !== undefined,
    selectionIncomplete: ({ context }) => context.guests === null || context.date === null || context.time === null,
    minimumNotMet: ({ context }) => !bottleFlowQuote(context).canCheckout,
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
    warnMissingSelection: assign({ warning: missingSelectionWarning }),
    warnMinimumCharge: assign({ warning: minimumChargeWarning }),
    clearWarning: assign({ warning: null }),
    storeSelection: notProvided<(_: unknown, params: StoreSelectionParams) => void>('bottleFlow', 'action storeSelection'),
    // Routing lives in the app.
    navigate: notProvided<(_: unknown, params: { readonly to: string }) => void>('bottleFlow', 'action navigate'),
  },
}).createMachine({
  id: 'bottleFlow',
  context: ({ input }) => ({
    catalog: visibleCatalog(input.catalog),
    settings: input.settings,
    today: input.today,
    guestChoices: guestCountChoices(input.settings.minGuestCount),
    timeChoices: arrivalTimeChoices(input.settings.bottlesTimes),
    guests: null,
    date: null,
    time: null,
    cart: emptyCart,
    warning: null,
  }),
  initial: 'intro',
  on: {
    'guest.selectGuests': { guard: 'offeredGuestCount', actions: 'selectGuests' },
    'guest.selectDate': { guard: 'selectableDate', actions: 'selectDate' },
    'guest.selectTime': { guard: 'offeredTime', actions: 'selectTime' },
    'guest.addBottle': { guard: 'orderableBottle', actions: 'addBottle' },
    'guest.removeBottle': { guard: 'orderableBottle', actions: 'removeBottle' },
  },
  states: {
    intro: {
      on: { 'guest.start': 'guests', 'guest.closeGuide': 'selecting' },
    },
    guests: {
      on: {
        'guest.selectGuests': { guard: 'offeredGuestCount', actions: 'selectGuests', target: 'date' },
        'guest.closeGuide': 'selecting',
      },
    },
    date: {
      on: { 'guest.selectDate': { guard: 'selectableDate', actions: 'selectDate', target: 'time' }, 'guest.closeGuide': 'selecting' },
    },
    time: {
      on: { 'guest.selectTime': { guard: 'offeredTime', actions: 'selectTime', target: 'selecting' }, 'guest.closeGuide': 'selecting' },
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
              { type: 'storeSelection', params: ({ context }) => selectionToStore(context) },
              { type: 'navigate', params: { to: pathTo('BottleCheckout') } },
            ],
          },
        ],
      },
    },
    checkedOut: { type: 'final' },
  },
});
