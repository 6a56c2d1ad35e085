import { describe, expect, it } from 'vitest';
import { decodeWith } from '../shared/decode';
import { BottleOrderResponse } from './bottle-order.schema';
import { PromoterDiscount, PromoterValidation } from './promoter-discount.schema';

describe('PromoterDiscount', () => {
  const decode = decodeWith(PromoterDiscount, 'promoter code');

  it("reads '%' as a percent and '$' as money in the major unit", () => {
    expect(decode({ promotionId: 'p1', discountType: '%', discountAmount: 12.5 })).toEqual({
      ok: true,
      value: { promotionId: 'p1', discountType: '%', discountAmount: 12.5 },
    });
    expect(decode({ promotionId: 'p2', discountType: '$', discountAmount: 25.5 })).toEqual({
      ok: true,
      value: { promotionId: 'p2', discountType: '$', discountAmount: 2550 },
    });
  });

  it('rejects an unknown type, a percent above 100 and a negative amount', () => {
    expect(decode({ promotionId: 'p', discountType: '€', discountAmount: 5 }).ok).toBe(false);
    expect(decode({ promotionId: 'p', discountType: '%', discountAmount: 150 }).ok).toBe(false);
    expect(decode({ promotionId: 'p', discountType: '$', discountAmount: -5 }).ok).toBe(false);
  });
});

describe('PromoterValidation and BottleOrderResponse', () => {
  it('decodes the answers of the two bottle calls', () => {
    expect(decodeWith(PromoterValidation, 'promoter')({ success: false })).toEqual({ ok: true, value: { success: false } });
    expect(decodeWith(PromoterValidation, 'promoter')({ success: 'yes' }).ok).toBe(false);
    expect(decodeWith(BottleOrderResponse, 'order')({ _id: 'abc' })).toEqual({ ok: true, value: { _id: 'abc' } });
    expect(decodeWith(BottleOrderResponse, 'order')({}).ok).toBe(false);
  });
});
