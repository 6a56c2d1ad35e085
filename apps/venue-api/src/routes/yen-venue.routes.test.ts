// A venue whose currency has no minor unit (the Tokyo demo, JPY; docs/decisions.md#money-in-minor-units): tickets
// bought there are stored, charged and invoiced in whole yen, with no decimals anywhere.
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOrder } from '../store/orders.store';
import { orderTestClient, type OrderTestClient } from '../testing/order-test-client';
import { pdfText } from '../testing/pdf-text';
import { startStripeStub, type StripeStub } from '../testing/stripe-stub';
import { DB_START_TIMEOUT_MS, startTestApi, type TestApi } from '../testing/test-api';
import { paymentsRoutes } from './payments.routes';

let api: TestApi;
let client: OrderTestClient;
let stripe: StripeStub;
beforeAll(async () => {
  api = await startTestApi({ demo: 'tokyo' });
  client = orderTestClient(api);
  stripe = await startStripeStub();
}, DB_START_TIMEOUT_MS);
afterAll(async () => {
  await stripe.close();
  await api.db.close();
});

interface WireTicket {
  readonly _id: string;
  readonly price: number;
  readonly soldOut: boolean;
}
interface WireOrder {
  readonly total: number;
  readonly amountDue: number;
  readonly subTotal: number;
  readonly tax: number;
  readonly serviceCharge: number;
  readonly invoice: string | null;
}

describe('tickets in a yen venue', () => {
  it('are counted in yen, charged in yen and invoiced without decimals', async () => {
    expect(api.context().moneyExponent).toBe(0);
    const tickets = (await client.json<{ data: WireTicket[] }>(await client.get('event-tickets/event-up-1'))).data;
    const ticket = tickets.find((t) => !t.soldOut && t.price > 0);
    if (!ticket) throw new Error('The Tokyo demo sells no ticket for event-up-1.');
    expect(Number.isInteger(ticket.price)).toBe(true);

    const created = await client.post('new-ticket-order', {
      clientName: 'Aiko Tanaka',
      clientEmail: 'aiko@example.com',
      clientPhoneNumber: '+81312345678',
      eventId: 'event-up-1',
      tickets: [{ ticketId: ticket._id, quantity: 2 }],
    });
    expect(created.status).toBe(200);
    const { orderId } = (await client.json<{ data: { orderId: string } }>(created)).data;

    // Stored in yen: the wire's major unit is the minor unit, so the stored amounts are the answered ones.
    const stored = await findOrder(api.db, orderId, 'tickets');
    const answered = (await client.json<{ data: WireOrder }>(await client.get(`ticket-order/${orderId}`))).data;
    expect(stored?.subtotalMinor).toBe(2 * ticket.price);
    expect(stored?.totalMinor).toBe(answered.total);
    for (const amount of [answered.subTotal, answered.tax, answered.serviceCharge, answered.total, answered.amountDue])
      expect(Number.isInteger(amount)).toBe(true);

    // Stripe is asked for the yen due, in yen.
    const stripeApp = new Hono().route('/', paymentsRoutes(api.context(), stripe.config()));
    const paid = await stripeApp.request('/make-payment', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Idempotency-Key': 'yen-1' },
      body: JSON.stringify({ orderType: 'tickets', orderId, paymentMethodId: 'pm_card_visa' }),
    });
    const { paymentId } = ((await paid.json()) as { data: { paymentId: string } }).data;
    expect(stripe.intents.get(paymentId)).toMatchObject({ amount: answered.amountDue, currency: 'jpy', status: 'succeeded' });

    // The invoice writes every amount in whole yen.
    const invoice = (await client.json<{ data: WireOrder }>(await client.get(`ticket-order/${orderId}`))).data.invoice;
    const pdf = await api.app().request(`/venue-api/${invoice ?? ''}`);
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain(`¥${answered.total}`);
    expect(text).toContain(`¥${ticket.price}`);
    expect(text).not.toMatch(/¥\d+\.\d/);
  });
});
