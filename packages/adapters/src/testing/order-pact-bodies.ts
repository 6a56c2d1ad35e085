// Bodies the order pacts share: the error body and the order details of a seeded order.
import { MatchersV3 } from '@pact-foundation/pact';

const { like, string, regex, number } = MatchersV3;

export const errorBody = (code: string, message: string, field?: string) => ({
  error: like({ code, message, ...(field === undefined ? {} : { field }) }),
});

export const isoInstant = (example = '2030-06-15T18:00:00.000Z') => regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/, example);

/** A priced line: the provider computes the figures, the consumer checks their types. */
export const pricedLine = (itemId: string, name: string, quantity: number, unitPrice: number) => ({
  itemId,
  name: string(name),
  quantity,
  unitPrice: number(unitPrice),
  lineTotal: number(unitPrice * quantity),
});

/** Figures of a price check or an order: numbers in the major unit. */
export const figures = (subTotal: number) => ({
  subTotal: number(subTotal),
  tax: number(0),
  serviceCharge: number(0),
  discount: number(0),
  total: number(subTotal),
});

/** GET {kind}-order/{id} of an order a provider state created with one line and no tax; its id comes from the state. */
export const orderDetails = (
  orderId: unknown,
  kind: string,
  line: ReturnType<typeof pricedLine>,
  subTotal: number,
  details: Record<string, unknown>,
) => ({
  data: {
    orderId,
    kind,
    status: 'Pending',
    lines: [line],
    ...figures(subTotal),
    amountDue: number(subTotal),
    details: like(details),
    createdAt: isoInstant(),
    paidAt: null,
    invoice: null,
  },
});

/** The decoded order details (minor units) the adapter hands to the flow. */
export const decodedDetails = (orderId: string, totalMinor: number) => ({ orderId, status: 'Pending', total: totalMinor });

/**
 * Any key here; the verifier sends a fresh UUID each run, so a second run against the same server
 * creates again instead of meeting the first run's key with another body (the night moved on).
 */
export const idempotencyHeader = (example: string) => ({ 'Idempotency-Key': { ...string(example), 'pact:generator:type': 'Uuid' } });

/** The guest every booking, reservation and ticket pact orders as. */
export const pactGuest = { clientName: 'Dana Guest', clientEmail: 'dana@example.com', clientPhoneNumber: '+12125550123' };

/** GET or PUT of an unpriced order (a venue booking, a reservation): no lines and no figures yet; its id from a state. */
export const unpricedOrderBody = (orderId: unknown, kind: string, status: string, details: Record<string, unknown>) => ({
  data: {
    orderId,
    kind,
    status,
    lines: [],
    subTotal: 0,
    tax: 0,
    serviceCharge: 0,
    discount: 0,
    total: null,
    amountDue: null,
    details: like(details),
    createdAt: isoInstant(),
    paidAt: null,
    invoice: null,
  },
});

/**
 * The order secret a create answers for a kind with guest codes (docs/product.md#codes-for-guests): random, so any
 * base64url token of 128 bits or more; the example is what the adapter hands on.
 */
export const orderSecret = regex(/^[A-Za-z0-9_-]{22,64}$/, 'b3JkZXItc2VjcmV0LW9mLXRoZS1idXll');
export const ORDER_SECRET_EXAMPLE = 'b3JkZXItc2VjcmV0LW9mLXRoZS1idXll';

/** 404 of an order id the venue does not know. */
export const notFoundBody = (message: string) => ({ error: { code: 'not_found', message: string(message) } });
