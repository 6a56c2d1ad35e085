// The ticket cart between the tickets page and the checkout (docs/product.md#client-side-storage):
// one key, `ticketCart`, holding `{ eventId, quantities }` as JSON. What is read back is checked
// against the venue's ticket types by the machine that reads it (fitCart), so a stale or tampered
// value can only choose fewer tickets, never a price.
import type { StoragePort } from '../ports/storage.port';
import type { StorageKey } from '../ports/storage-keys';
import type { TicketCart } from './ticket-cart';

/** The keys a stored cart is read from (loadTicketCart). */
export const ticketCartKeys = ['ticketCart'] as const satisfies readonly StorageKey[];

const isQuantities = (value: unknown): value is Record<string, number> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((n) => typeof n === 'number' && Number.isInteger(n) && n > 0);

/** The stored cart of this event, or null when there is none (or it is another event's or unreadable). */
export function loadTicketCart(storage: StoragePort, eventId: string): TicketCart | null {
  const text = storage.get('ticketCart');
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as { eventId?: unknown; quantities?: unknown };
    if (value.eventId !== eventId || !isQuantities(value.quantities)) return null;
    return { eventId, quantities: value.quantities };
  } catch {
    return null;
  }
}

/** The event the stored cart is for, so /tickets-checkout can find it; null when none. */
export function storedCartEvent(storage: StoragePort): string | null {
  const text = storage.get('ticketCart');
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as { eventId?: unknown };
    return typeof value.eventId === 'string' && value.eventId !== '' ? value.eventId : null;
  } catch {
    return null;
  }
}

export const saveTicketCart = (storage: StoragePort, cart: TicketCart): void =>
  storage.set('ticketCart', JSON.stringify({ eventId: cart.eventId, quantities: cart.quantities }));

/** Once the order exists the cart has done its job. */
export const clearTicketCart = (storage: StoragePort): void => storage.remove('ticketCart');
