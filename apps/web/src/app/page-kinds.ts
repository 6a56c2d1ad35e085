// The server's questions about a page. Is it read, not worked (docs/decisions.md#islands-on-content-pages)?
// Its text, links and pictures need no script, so it is sent with its islands only; every other page is a
// flow page (forms, checkouts, payments) with the router and its machines. Does a flow page wait for the
// guest's first touch before it starts them? Is it the same for every guest?
// Then the backend may keep its HTML briefly (docs/performance.md#server-rendering-and-its-cache).
import { bottleDraftKeys, bottleSelectionKeys, paymentOrderKeys } from '@venue/core/bottles/bottle-storage-keys';
import type { StoragePort } from '@venue/core/ports/storage.port';
import type { StorageKey } from '@venue/core/ports/storage-keys';
import { ticketCartKeys } from '@venue/core/tickets/ticket-storage';
import { PLACE_KEYS_STORAGE } from '@venue/core/orders/place-keys-storage';
import type { RouteHandle } from './route-handle';

const contentPages: ReadonlySet<RouteHandle['route']> = new Set<RouteHandle['route']>([
  'Home',
  'Events',
  'EventDetails',
  'PastEvents',
  'EventsCalendar',
  'Menu',
  'Gallery',
  'EventPhotos',
  'Teams',
  'TeamDetails',
  'FAQ',
  'PrivacyPolicy',
  'Promotion',
  'pdfViewer',
  'GuestCode',
  'MyOrdersList',
]);

export const isContentPage = (route: RouteHandle['route'] | undefined): boolean => route !== undefined && contentPages.has(route);

/** How a flow page that waits for the guest starts its app (docs/decisions.md#flow-pages-that-start-at-the-first-touch). */
export interface TouchStart {
  /**
   * Storage keys that change what the page shows: the app starts after the first paint, without waiting
   * for a touch, when the guest's storage holds other values for them than the page was drawn with.
   */
  readonly keys: readonly StorageKey[];
  /** Whether the server draws the page from their cookie copy (app/storage.ts); otherwise as though storage held none. */
  readonly drawnFromCopy: boolean;
}

/** A page that shows nothing of the guest's storage. */
const keepsNothing: TouchStart = { keys: [], drawnFromCopy: false };

// Flow pages whose first screen, drawn on the server, is the guest's page until they press, type or
// focus something in it: the app (React, the router, the page's machines) loads then.
const touchStartedPages: Partial<Record<RouteHandle['route'], TouchStart>> = {
  Bottles: { keys: bottleDraftKeys, drawnFromCopy: false },
  Tickets: { keys: ticketCartKeys, drawnFromCopy: false },
  TicketsCheckout: { keys: ticketCartKeys, drawnFromCopy: true },
  BottleCheckout: { keys: bottleSelectionKeys, drawnFromCopy: true },
  Payment: { keys: paymentOrderKeys, drawnFromCopy: true },
  Contact: keepsNothing,
  Careers: keepsNothing,
  TalentSubmissions: keepsNothing,
  GiftCards: keepsNothing,
  StaffAvailability: keepsNothing,
  Booking: keepsNothing,
  Reservation: keepsNothing,
  Review: keepsNothing,
  UpdateReservation: keepsNothing,
  ReservationCheckout: keepsNothing,
  CancelReservation: keepsNothing,
  BookingCheckout: keepsNothing,
  planningCancelConfirmation: keepsNothing,
  // A guest's browser that named a place here holds its key: the page starts at once to show them their details.
  OtherGuests: { keys: [PLACE_KEYS_STORAGE], drawnFromCopy: false },
  Confirmation: keepsNothing,
  FoodDelivery: keepsNothing,
  Coatcheck: keepsNothing,
  MyOrders: keepsNothing,
};

export const touchStartOf = (route: RouteHandle['route'] | undefined): TouchStart | null =>
  (route === undefined ? undefined : touchStartedPages[route]) ?? null;

/** The value the page was drawn with for each of its keys: the cookie copy's, or none. */
export const valuesDrawnWith = (touch: TouchStart, copy: StoragePort): Readonly<Record<string, string | null>> =>
  Object.fromEntries(touch.keys.map((key) => [key, touch.drawnFromCopy ? copy.get(key) : null]));

// What these show depends only on the venue's data, never on a guest's order, booking or invoice.
const sharedPages: ReadonlySet<RouteHandle['route']> = new Set<RouteHandle['route']>([
  'Home',
  'Gallery',
  'EventPhotos',
  'Menu',
  'FAQ',
  'Contact',
  'Careers',
  'Events',
  'EventsCalendar',
  'EventDetails',
  'PastEvents',
  'Teams',
  'TeamDetails',
  'PrivacyPolicy',
  'Promotion',
  'MyOrders',
]);

export const isSharedPage = (route: RouteHandle['route'] | undefined): boolean => route !== undefined && sharedPages.has(route);

// Pages of the guest's own whose data change while the guest is on another page, and which Back must read again:
// a browser shows a `no-cache` page from its cache on Back and Forward, so these answer `no-store`. The
// confirmation's codes change when the buyer names a guest on the other-guests page (docs/decisions.md#guest-codes).
const readAgainPages: ReadonlySet<RouteHandle['route']> = new Set<RouteHandle['route']>(['Confirmation']);

export const isReadAgainPage = (route: RouteHandle['route'] | undefined): boolean => route !== undefined && readAgainPages.has(route);
