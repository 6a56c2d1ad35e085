// Provider states of the bottle pacts: promoter codes and a bottle order.
import { randomUUID } from 'node:crypto';
import type { MinorExponent } from '@venue/core/money/currency-exponent';
import { minorFromMajor } from '@venue/core/money/minor-units';
import { normalisePromoterName } from '@venue/core/promoters/promoter-name';
import { todayOf } from '../http/today';
import { insertOrder, newOrderId } from '../store/orders.store';
import { freeNight } from './contract-nights';
import { numberParam, stringParam, type AreaStates } from './provider-state';
import { stateGuest } from './state-orders';

/** A state's amount in the major unit, in minor units of the venue's currency; an amount it cannot hold is the test's mistake. */
function minorOfWire(major: number, exponent: MinorExponent): number {
  const amount = minorFromMajor(major, exponent);
  if (!amount.ok) throw new Error(`Provider state amount ${major} is not money (${amount.error.reason}).`);
  return amount.value;
}

export const bottlesStates: AreaStates = (ctx) => ({
  /** params: promoterIGname, discountType ('%' or '$'), discountAmount (percent, or major unit); answers promotionId. */
  'a bottle promoter code exists': async (params) => {
    const type = stringParam(params, 'discountType', '%') === '$' ? '$' : '%';
    const amount = numberParam(params, 'discountAmount', 10);
    const name = normalisePromoterName(stringParam(params, 'promoterIGname', 'nightowl.promo'));
    const promotionId = `promo-${randomUUID()}`;
    await ctx.db.transaction(async (tx) => {
      await tx.query('DELETE FROM bottle_promoter WHERE ig_name = $1', [name]);
      await tx.query(
        'INSERT INTO bottle_promoter (ig_name, promotion_id, discount_type, discount_percent, discount_cents) VALUES ($1, $2, $3, $4, $5)',
        [name, promotionId, type, type === '%' ? amount : null, type === '$' ? minorOfWire(amount, ctx.moneyExponent) : null],
      );
    });
    return { promotionId };
  },
  /** params: promoterIGname. */
  'no bottle promoter has the name': async (params) => {
    await ctx.db.query('DELETE FROM bottle_promoter WHERE ig_name = $1', [normalisePromoterName(stringParam(params, 'promoterIGname', 'nobody.here'))]);
    return {};
  },
  /**
   * A pending order of one Grey Goose (350.00) for two guests at 11:00 PM on an open night, at the demo
   * prices: tax 31.07, service 70.00, discount 35.00, total 416.07 (docs/pricing.md). Answers bottleOrderId.
   */
  'a bottle order exists': async () => {
    const night = await freeNight(ctx.db, todayOf(ctx));
    const order = await insertOrder(ctx.db, {
      id: newOrderId('bottles'),
      kind: 'bottles',
      payload: {
        items: [{ bottleId: 'bottle-grey-goose', quantity: 1, price: 350 }],
        noOfGuests: 2,
        bottleDate: night.us,
        bottleTime: '11:00 PM',
        ...stateGuest,
        status: 'Pending',
      },
      lines: [{ itemId: 'bottle-grey-goose', description: 'Grey Goose', quantity: 1, unitMinor: 35000, totalMinor: 35000 }],
      subtotalMinor: 35000,
      taxMinor: 3107,
      serviceMinor: 7000,
      discountMinor: 3500,
      totalMinor: 41607,
      dueMinor: null,
      createdAt: ctx.now(),
    });
    return { bottleOrderId: order.id };
  },
});
