// Provider states of the order pacts (tickets, food, gift cards, coat check, payments): each
// writes the row it names afresh (delete, then insert), so the interactions' order does not matter.
import { normalisePromoterName } from '@venue/core/promoters/promoter-name';
import type { Queryable } from '../../db/database.port';
import type { ApiContext } from '../../http/api-context';
import { insertOrder, markPaid, type NewOrder } from '../../store/orders.store';
import type { AreaStates } from '../provider-states';

const param = (params: unknown, name: string, fallback: string): string => {
  const value = typeof params === 'object' && params !== null ? (params as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : fallback;
};

const guest = { clientName: 'Dana Guest', clientEmail: 'dana@example.com', clientPhoneNumber: '+12125550123' };

function order(
  ctx: ApiContext,
  id: string,
  kind: string,
  payload: unknown,
  line: { itemId: string; description: string; quantity: number; unitCents: number },
): NewOrder {
  const subtotal = line.quantity * line.unitCents;
  return {
    id,
    kind,
    payload,
    lines: [{ ...line, totalCents: subtotal }],
    subtotalCents: subtotal,
    taxCents: 0,
    serviceCents: 0,
    discountCents: 0,
    totalCents: subtotal,
    dueCents: null,
    createdAt: ctx.now(),
  };
}

async function replace(db: Queryable, fresh: NewOrder): Promise<void> {
  await db.query('DELETE FROM orders WHERE id = $1', [fresh.id]);
  await insertOrder(db, fresh);
}

const ticketOrder = (ctx: ApiContext, id: string) =>
  order(
    ctx,
    id,
    'tickets',
    { eventId: 'event-up-1', tickets: [{ ticketId: 'event-up-1-ga', quantity: 2 }], ...guest, guests: 2, promotionId: null },
    {
      itemId: 'event-up-1-ga',
      description: 'General Admission',
      quantity: 2,
      unitCents: 2500,
    },
  );

const giftCardOrder = (ctx: ApiContext, id: string) =>
  order(
    ctx,
    id,
    'gift-cards',
    {
      amount: 50,
      senderName: 'Dana Guest',
      senderEmail: 'dana@example.com',
      recipientName: 'Rory Friend',
      recipientEmail: 'rory@example.com',
    },
    {
      itemId: 'gift-card',
      description: 'Gift card for Rory Friend',
      quantity: 1,
      unitCents: 5000,
    },
  );

export const ordersStates: AreaStates = (ctx) => ({
  'a ticket order exists': async (params?: unknown) => {
    await ctx.db.transaction((tx) => replace(tx, ticketOrder(ctx, param(params, 'id', 'order-t-1'))));
    return undefined;
  },
  'a ticket order with a guest exists': async (params?: unknown) => {
    const orderId = param(params, 'orderId', 'order-t-2');
    await ctx.db.transaction(async (tx) => {
      await replace(tx, ticketOrder(ctx, orderId));
      await tx.query(
        `INSERT INTO ticket_attendee (id, order_id, position, name, email, phone_number) VALUES ($1, $2, 0, 'Sam Other', 'sam@example.com', '+447700900123')`,
        [param(params, 'guestId', 'guest-1'), orderId],
      );
    });
    return undefined;
  },
  'a ticket promoter exists': async (params?: unknown) => {
    await ctx.db.query(
      `INSERT INTO ticket_promoter (promoter_ig, promotion_id, discount_type, discount_amount) VALUES ($1, $2, '%', 10)
       ON CONFLICT (promoter_ig) DO UPDATE SET promotion_id = excluded.promotion_id, discount_type = '%', discount_amount = 10, event_id = NULL`,
      [normalisePromoterName(param(params, 'promoterIGname', 'djnova')), param(params, 'promotionId', 'promo-t-1')],
    );
    return undefined;
  },
  'a food order exists': async (params?: unknown) => {
    const id = param(params, 'id', 'order-f-1');
    await ctx.db.transaction((tx) =>
      replace(
        tx,
        order(
          ctx,
          id,
          'food',
          {
            items: [{ itemId: 'food-truffle-fries', quantity: 2 }],
            ...guest,
            clientAddress: '1 Main St',
            city: 'New York',
            zipCode: '10001',
          },
          {
            itemId: 'food-truffle-fries',
            description: 'Truffle Fries',
            quantity: 2,
            unitCents: 1200,
          },
        ),
      ),
    );
    return undefined;
  },
  'a gift card order exists': async (params?: unknown) => {
    await ctx.db.transaction((tx) => replace(tx, giftCardOrder(ctx, param(params, 'id', 'order-g-1'))));
    return undefined;
  },
  'a paid gift card order exists': async (params?: unknown) => {
    const id = param(params, 'id', 'order-g-paid');
    await ctx.db.transaction(async (tx) => {
      await tx.query('DELETE FROM orders WHERE invoice_file = $1', [param(params, 'invoiceFile', 'inv-demo.pdf')]);
      await replace(tx, giftCardOrder(ctx, id));
      await markPaid(tx, id, { at: ctx.now(), paymentRef: 'test_demo_4242', invoiceFile: param(params, 'invoiceFile', 'inv-demo.pdf') });
    });
    return undefined;
  },
  'a coat check ticket exists': async (params?: unknown) => {
    const id = param(params, 'id', 'coat-1');
    const items = [{ type: 'Coat', quantity: 1 }];
    await ctx.db.transaction((tx) =>
      replace(
        tx,
        order(
          ctx,
          id,
          'coat-check',
          { clientName: 'Dana Guest', clientPhoneNumber: '+12125550123', items, ticketNumber: 'C-0042' },
          { itemId: '1', description: 'Coat', quantity: 1, unitCents: 500 },
        ),
      ),
    );
    return undefined;
  },
  'a lost item exists': async (params?: unknown) => {
    await ctx.db.query(
      `INSERT INTO lost_item (id, description, category, found_on, location, status) VALUES ($1, 'Black leather jacket', 'Clothing', $2, 'Main Room', 'held')
       ON CONFLICT (id) DO UPDATE SET status = 'held'`,
      [param(params, 'id', 'lost-1'), ctx.now()],
    );
    return undefined;
  },
});
