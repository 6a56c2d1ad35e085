// The orders the provider states write, as the routes would have stored them: a fresh id each time
// (the pacts read it from the state's answer), one priced line, no tax.
import type { Queryable } from '../db/database.port';
import type { ApiContext } from '../http/api-context';
import { insertOrder, newOrderId, type NewOrder } from '../store/orders.store';

/** The guest every state order is for. */
export const stateGuest = { clientName: 'Dana Guest', clientEmail: 'dana@example.com', clientPhoneNumber: '+12125550123' } as const;

export interface StateLine {
  readonly itemId: string;
  readonly description: string;
  readonly quantity: number;
  readonly unitMinor: number;
}

export function oneLineOrder(ctx: ApiContext, kind: string, payload: unknown, line: StateLine): NewOrder {
  const subtotal = line.quantity * line.unitMinor;
  return {
    id: newOrderId(kind),
    kind,
    payload,
    lines: [{ ...line, totalMinor: subtotal }],
    subtotalMinor: subtotal,
    taxMinor: 0,
    serviceMinor: 0,
    discountMinor: 0,
    totalMinor: subtotal,
    dueMinor: null,
    createdAt: ctx.now(),
  };
}

/** Stores the order and answers its id. */
export async function storeOrder(db: Queryable, order: NewOrder): Promise<string> {
  return (await insertOrder(db, order)).id;
}
