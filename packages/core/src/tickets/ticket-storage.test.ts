import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../testing/bottle-test-fixtures';
import { clearTicketCart, loadTicketCart, saveTicketCart, storedCartEvent } from './ticket-storage';

describe('ticket cart storage', () => {
  it('reads back the cart of its event only, and nothing unreadable', () => {
    const storage = new MemoryStorage();
    expect(loadTicketCart(storage, 'ev-1')).toBeNull();
    saveTicketCart(storage, { eventId: 'ev-1', quantities: { ga: 2 } });
    expect(loadTicketCart(storage, 'ev-1')).toEqual({ eventId: 'ev-1', quantities: { ga: 2 } });
    expect(loadTicketCart(storage, 'ev-2')).toBeNull();
    expect(storedCartEvent(storage)).toBe('ev-1');
    for (const bad of ['{', '[]', '{"eventId":"ev-1","quantities":{"ga":-1}}', '{"eventId":"ev-1","quantities":{"ga":"2"}}']) {
      storage.set('ticketCart', bad);
      expect(loadTicketCart(storage, 'ev-1')).toBeNull();
    }
    clearTicketCart(storage);
    expect(storedCartEvent(storage)).toBeNull();
  });
});
