import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeWith } from '../shared/decode';
import { OrderDetails, PriceCheck } from './order.schema';

describe('order schemas', () => {
  it('accept whole cents or null and name the field otherwise', () => {
    const decode = decodeWith(PriceCheck, 'POST tickets-group');
    expect(decode({ total: 12000 })).toEqual({ ok: true, value: { total: 12000 } });
    expect(decode({ total: null })).toEqual({ ok: true, value: { total: null } });
    expect(decode({ total: 120.5 })).toMatchObject({ ok: false, error: { path: 'total' } });
    expect(decode({ total: -1 })).toMatchObject({ ok: false, error: { path: 'total' } });
  });

  it('property: an order with any whole non-negative total decodes to itself', () => {
    const decode = decodeWith(OrderDetails, 'GET ticket-order/{id}');
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.option(fc.nat(), { nil: null }), (orderId, status, total) => {
        expect(decode({ orderId, status, total })).toEqual({ ok: true, value: { orderId, status, total } });
      }),
    );
  });
});
