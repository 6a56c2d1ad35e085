// Provider states of the bottle pacts: promoter codes and a bottle order, each written afresh
// from the state's params so the interactions' order does not matter.
import { normalisePromoterName } from '@venue/core/promoters/promoter-name';
import type { Queryable } from '../../db/database.port';
import type { ApiContext } from '../../http/api-context';
import { insertOrder } from '../../store/orders.store';
import type { AreaStates } from '../provider-states';

const param = (params: unknown, name: string, fallback: string): string => {
  const value = typeof params === 'object' && params !== null ? (params as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : fallback;
};

const numberParam = (params: unknown, name: string, fallback: number): number => {
  const value = typeof params === 'object' && params !== null ? (params as Record<string, unknown>)[name] : undefined;
  return typeof value === 'number' ? value : fallback;
};

/** One Grey Goose (350.00) for two guests at the demo prices: the figures of docs/pricing.md's rules. */
async function writeBottleOrder(tx: Queryable, ctx: ApiContext, id: string): Promise<void> {
  await tx.query('DELETE FROM orders WHERE id = $1', [id]);
  await insertOrder(tx, {
    id,
    kind: 'bottles',
    payload: {
      items: [{ bottleId: 'bottle-grey-goose', quantity: 1, price: 350 }],
      noOfGuests: 2,
      bottleDate: '06/20/2030',
      bottleTime: '11:00 PM',
      clientName: 'Dana Guest',
      clientEmail: 'dana@example.com',
      clientPhoneNumber: '+12125550123',
      status: 'Pending',
    },
    lines: [{ itemId: 'bottle-grey-goose', description: 'Grey Goose', quantity: 1, unitCents: 35000, totalCents: 35000 }],
    subtotalCents: 35000,
    taxCents: 3107,
    serviceCents: 7000,
    discountCents: 3500,
    totalCents: 41607,
    dueCents: null,
    createdAt: ctx.now(),
  });
}

export const bottlesStates: AreaStates = (ctx) => ({
  /** params: promoterIGname, promotionId, discountType ('%' or '$'), discountAmount (percent, or major unit). */
  'a bottle promoter code exists': async (params?: unknown) => {
    const type = param(params, 'discountType', '%') === '$' ? '$' : '%';
    const amount = numberParam(params, 'discountAmount', 10);
    await ctx.db.transaction(async (tx) => {
      const name = normalisePromoterName(param(params, 'promoterIGname', 'nightowl.promo'));
      const promotionId = param(params, 'promotionId', 'promo-nightowl');
      await tx.query('DELETE FROM bottle_promoter WHERE ig_name = $1 OR promotion_id = $2', [name, promotionId]);
      await tx.query(
        'INSERT INTO bottle_promoter (ig_name, promotion_id, discount_type, discount_percent, discount_cents) VALUES ($1, $2, $3, $4, $5)',
        [name, promotionId, type, type === '%' ? amount : null, type === '$' ? Math.round(amount * 100) : null],
      );
    });
    return undefined;
  },
  /** params: promoterIGname. */
  'no bottle promoter has the name': async (params?: unknown) => {
    await ctx.db.query('DELETE FROM bottle_promoter WHERE ig_name = $1', [
      normalisePromoterName(param(params, 'promoterIGname', 'nobody.here')),
    ]);
    return undefined;
  },
  /** params: id. A pending order of one Grey Goose for two guests, total 416.07. */
  'a bottle order exists': async (params?: unknown) => {
    await ctx.db.transaction((tx) => writeBottleOrder(tx, ctx, param(params, 'id', 'bottles-pact-1')));
    return undefined;
  },
});
