import { describe, expect, it } from 'vitest';
import type { StoragePort } from '../ports/storage.port';
import { storedLocationCharge } from './stored-location-charge';

const storage = (entries: Record<string, string>): StoragePort => ({
  get: (k) => entries[k] ?? null,
  set: () => undefined,
  remove: () => undefined,
});

describe('the on-location charge stored by the bottle checkout', () => {
  it('is read for the very order the checkout created', () => {
    expect(storedLocationCharge(storage({ paymentRequest: '{"_id":"o-1"}', locationPrice: '2150' }), 'bottles', 'o-1')).toBe(2150);
  });

  it('is ignored for another order, another kind, or when unreadable', () => {
    expect(storedLocationCharge(storage({ paymentRequest: '{"_id":"o-2"}', locationPrice: '2150' }), 'bottles', 'o-1')).toBeNull();
    expect(storedLocationCharge(storage({ paymentRequest: '{"_id":"o-1"}', locationPrice: '2150' }), 'tickets', 'o-1')).toBeNull();
    expect(storedLocationCharge(storage({ paymentRequest: 'not json', locationPrice: '2150' }), 'bottles', 'o-1')).toBeNull();
    expect(storedLocationCharge(storage({ paymentRequest: '{"_id":"o-1"}', locationPrice: '21.50' }), 'bottles', 'o-1')).toBeNull();
    expect(storedLocationCharge(storage({ paymentRequest: '{"_id":"o-1"}', locationPrice: '0' }), 'bottles', 'o-1')).toBeNull();
    expect(storedLocationCharge(storage({ paymentRequest: '{"_id":"o-1"}' }), 'bottles', 'o-1')).toBeNull();
  });
});
