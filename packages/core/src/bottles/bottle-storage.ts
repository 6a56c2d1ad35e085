// How the bottle flow keeps its state in client storage between the bottle page, the checkout
// and the payment page (docs/product.md#client-side-storage). Money is stored as whole minor units ("25000"), never
// as formatted text, so reading it back is exact.
import { formatDate, parseDate } from '../dates/date-text';
import { MAX_GUEST_COUNT } from '../booking/booking-choices';
import { type CalendarDate } from '../dates/calendar-date';
import { toMinor, type Minor } from '../money/minor-units';
import type { StoragePort } from '../ports/storage.port';
import { bottleQuantityKey, type StorageKey } from '../ports/storage-keys';
import { err, ok, type Result } from '../shared/result';
import type { BottleOrderResponse } from './bottle-order.schema';
import type { BottleQuote } from './bottle-pricing';
import { bottleCount, setQuantity, type Cart } from './cart';

/** What the guest chose on the bottle page. */
export interface BottleSelection {
  readonly guests: number;
  readonly date: CalendarDate;
  readonly time: string;
  readonly cart: Cart;
}

/** A selection in the making: guests, date and time may still be missing. */
export interface BottleDraft {
  readonly guests: number | null;
  readonly date: CalendarDate | null;
  readonly time: string | null;
  readonly cart: Cart;
}

/** A selection read back, with the amounts the bottle page showed when it was stored. */
export interface StoredBottleSelection extends BottleSelection {
  /** bottlesTotalPrice: the bottle total (SUB TOTAL). */
  readonly subtotal: Minor;
  /** totalPrice: the table minimum (per-person minimum x guests). */
  readonly tableMinimum: Minor;
}

export interface StoredSelectionError {
  readonly _tag: 'StoredSelectionError';
  /** The first key that is missing or unreadable. */
  readonly key: string;
}

function previousBottleIds(storage: StoragePort): readonly string[] {
  try {
    const ids: unknown = JSON.parse(storage.get('bottlesIds') ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

const wholeNumber = (text: string | null): number | null => (text !== null && /^\d{1,15}$/.test(text) ? Number(text) : null);

const setOrRemove = (storage: StoragePort, key: StorageKey, value: string | null): void =>
  value === null ? storage.remove(key) : storage.set(key, value);

/**
 * Keeps the selection for the BottleCheckout page, and for the bottle page itself after a reload or a
 * return from checkout (docs/product.md#bottle-service). A choice still missing removes its key.
 */
export function saveBottleSelection(
  storage: StoragePort,
  selection: BottleDraft,
  quote: Pick<BottleQuote, 'subtotal' | 'tableMinimum'>,
): void {
  const ids = Object.keys(selection.cart);
  // A bottle dropped since an earlier checkout must not come back from its old key.
  for (const id of previousBottleIds(storage)) if (!ids.includes(id)) storage.remove(bottleQuantityKey(id));
  storage.set('bottlesIds', JSON.stringify(ids));
  storage.set('bottlesCount', String(bottleCount(selection.cart)));
  storage.set('bottlesTotalPrice', String(quote.subtotal));
  storage.set('totalPrice', String(quote.tableMinimum));
  setOrRemove(storage, 'noOfGuests', selection.guests === null ? null : String(selection.guests));
  setOrRemove(storage, 'reservationDate', selection.date === null ? null : formatDate(selection.date));
  setOrRemove(storage, 'reservationTime', selection.time);
  for (const id of ids) storage.set(bottleQuantityKey(id), String(selection.cart[id] ?? 0));
}

/**
 * Whatever of a selection storage still holds, each key on its own: a missing or unreadable choice
 * is null and an unreadable quantity leaves its bottle out. Whether a choice is still offered is the
 * bottle flow's call, not storage's.
 */
export function loadBottleDraft(storage: StoragePort): BottleDraft {
  let cart: Cart = {};
  for (const id of previousBottleIds(storage)) {
    const quantity = wholeNumber(storage.get(bottleQuantityKey(id)));
    const next = quantity === null ? null : setQuantity(cart, id, quantity);
    if (next?.ok) cart = next.value;
  }
  const guests = wholeNumber(storage.get('noOfGuests'));
  const date = parseDate(storage.get('reservationDate') ?? '');
  const time = storage.get('reservationTime')?.trim() ?? '';
  return { guests, date: date.ok ? date.value : null, time: time === '' ? null : time, cart };
}

/** Reads the selection back; anything missing or corrupt is an error naming the key. */
export function loadBottleSelection(storage: StoragePort): Result<StoredBottleSelection, StoredSelectionError> {
  const missing = (key: string) => err<StoredSelectionError>({ _tag: 'StoredSelectionError', key });
  const ids = (() => {
    try {
      const parsed: unknown = JSON.parse(storage.get('bottlesIds') ?? 'null');
      return Array.isArray(parsed) && parsed.every((id) => typeof id === 'string') ? (parsed as string[]) : null;
    } catch {
      return null;
    }
  })();
  if (ids === null) return missing('bottlesIds');

  let cart: Cart = {};
  for (const id of ids) {
    const quantity = wholeNumber(storage.get(bottleQuantityKey(id)));
    const next = quantity === null ? null : setQuantity(cart, id, quantity);
    if (next === null || !next.ok) return missing(bottleQuantityKey(id));
    cart = next.value;
  }
  if (wholeNumber(storage.get('bottlesCount')) !== bottleCount(cart)) return missing('bottlesCount');

  const subtotal = toMinor(wholeNumber(storage.get('bottlesTotalPrice')) ?? Number.NaN);
  if (!subtotal.ok) return missing('bottlesTotalPrice');
  const tableMinimum = toMinor(wholeNumber(storage.get('totalPrice')) ?? Number.NaN);
  if (!tableMinimum.ok) return missing('totalPrice');
  const guests = wholeNumber(storage.get('noOfGuests'));
  if (guests === null || guests < 1 || guests > MAX_GUEST_COUNT) return missing('noOfGuests');
  const date = parseDate(storage.get('reservationDate') ?? '');
  if (!date.ok) return missing('reservationDate');
  const time = storage.get('reservationTime');
  if (time === null || time.trim() === '') return missing('reservationTime');

  return ok({ guests, date: date.value, time, cart, subtotal: subtotal.value, tableMinimum: tableMinimum.value });
}

/**
 * After the order is created (docs/product.md#bottle-checkout): the order response for the payment page and the amounts it
 * shows. bottleDiscount holds both discounts, so SUB TOTAL + bottleTax + bottleService -
 * bottleDiscount is the total. locationPrice exists only when Bottles is paid on location.
 */
export function saveBottleOrderOutcome(storage: StoragePort, response: BottleOrderResponse, quote: BottleQuote): void {
  // The order id only: the order secret stays in the checkout's memory and the payment page's address.
  storage.set('paymentRequest', JSON.stringify({ _id: response._id }));
  storage.set('bottleTax', String(quote.tax?.amount ?? 0));
  storage.set('bottleService', String(quote.service?.amount ?? 0));
  storage.set('bottleDiscount', String((quote.discount?.amount ?? 0) + quote.promoterDiscount));
  if (quote.onLocation === null) storage.remove('locationPrice');
  else storage.set('locationPrice', String(quote.onLocation.amount));
}
