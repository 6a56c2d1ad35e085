// When a private event holds its night (docs/product.md#reservations-and-venue-booking): never on request (anyone
// with the public token could block the calendar), on confirmation without a deposit, on payment with one; the
// first to get there wins, the others are 409 night_taken, a payment refused before any card is charged.
// Demo venue, test clock 15 June 2030; its booking deposit is $250 unless a test sets it off.
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOrder } from '../store/orders.store';
import { setBookingDeposit } from '../testing/booking-deposit-setting';
import { orderTestClient, type OrderTestClient } from '../testing/order-test-client';
import { signedEvent, startStripeStub, THREE_D_SECURE_CARD, type StripeStub } from '../testing/stripe-stub';
import { DB_START_TIMEOUT_MS, startTestApi, type TestApi } from '../testing/test-api';
import { paymentsRoutes } from './payments.routes';
import { stripeWebhookRoutes } from './stripe-webhook.routes';

let api: TestApi;
let client: OrderTestClient;
let token: string;
beforeAll(async () => {
  // A hundred requests from one address: the write budget is not what this file tests.
  api = await startTestApi({ rateLimits: false });
  client = orderTestClient(api);
  token = await api.signIn();
}, DB_START_TIMEOUT_MS);
afterAll(() => api.db.close());

const request = (eventDate: string, clientName = 'Dana Guest') => ({
  eventDate,
  startTime: '9:00 PM',
  endTime: '2:00 AM',
  noOfGuests: 20,
  eventType: 'Birthday party',
  specialRequest: '',
  clientName,
  clientEmail: 'dana@example.com',
  clientPhoneNumber: '+12125550123',
});
const { clientName: _n, clientEmail: _e, clientPhoneNumber: _p, ...editOf } = request('07/01/2030');

async function create(eventDate: string, clientName?: string): Promise<string> {
  const res = await client.post('new-booking', request(eventDate, clientName));
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { orderId: string } }).data.orderId;
}
const promote = (id: string, status: 'Confirmed' | 'Cancelled') =>
  api.app().request(`/venue-api/api/privateEvents/promoteStatus/${id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ status }),
  });
const editNight = (id: string, eventDate: string) =>
  api.app().request(`/venue-api/api/privateEvents/editPrivateEvent/${id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ ...editOf, eventDate }),
  });
const confirmOrder = (id: string) => client.post(`confirm-booking-order/${id}`, {}, null);
const testPay = (id: string) => client.post('make-test-payment', { orderType: 'bookings', orderId: id });
const codeOf = async (res: Response) => ((await res.json()) as { error: { code: string; field?: string } }).error;
const statusOf = async (id: string) => (await findOrder(api.db, id))?.status;
async function holderOf(isoNight: string): Promise<string[]> {
  const rows = await api.db.query<{ order_id: string }>('SELECT order_id FROM private_event_night WHERE night = $1::date', [isoNight]);
  return rows.map((row) => row.order_id);
}

describe('a request holds no night', () => {
  it('a hundred unconfirmed requests for one night leave it free; the one paid first holds it', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 100; i++) ids.push(await create('09/05/2030', `Guest ${i}`));
    expect(await holderOf('2030-09-05')).toEqual([]);
    const last = ids[99] ?? '';
    expect((await testPay(last)).status).toBe(200);
    expect(await holderOf('2030-09-05')).toEqual([last]);
    // Now the night is held: a new request and the others' payments and confirmations are refused.
    const late = await client.post('new-booking', request('09/05/2030', 'Late Guest'));
    expect(late.status).toBe(409);
    expect(await codeOf(late)).toMatchObject({ code: 'night_taken', field: 'eventDate' });
    const first = ids[0] ?? '';
    expect(await codeOf(await testPay(first))).toMatchObject({ code: 'night_taken' });
    expect(await codeOf(await promote(first, 'Confirmed'))).toMatchObject({ code: 'night_taken' });
    expect(await statusOf(first)).toBe('created');
  }, 60_000);

  it('editing a request that holds no night checks the new night and holds nothing', async () => {
    const held = await create('09/10/2030');
    expect((await testPay(held)).status).toBe(200);
    const asking = await create('09/11/2030');
    expect(await codeOf(await editNight(asking, '09/10/2030'))).toMatchObject({ code: 'night_taken', field: 'eventDate' });
    expect((await editNight(asking, '09/12/2030')).status).toBe(200);
    expect(await holderOf('2030-09-12')).toEqual([]);
    expect(await holderOf('2030-09-10')).toEqual([held]);
  });
});

describe('moving a held night', () => {
  it('six bookings moving to one free night at once: one moves, the others are 409 and keep their nights', async () => {
    const nights = ['09/13/2030', '09/14/2030', '09/15/2030', '09/16/2030', '09/17/2030', '09/18/2030'];
    const ids = await Promise.all(nights.map((night, i) => create(night, `Guest ${i}`)));
    for (const id of ids) expect((await testPay(id)).status).toBe(200);
    const answers = await Promise.all(ids.map((id) => editNight(id, '09/19/2030')));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    const moved = ids[statuses.indexOf(200)];
    expect(await holderOf('2030-09-19')).toEqual([moved]);
    for (const [i, id] of ids.entries()) if (id !== moved) expect(await holderOf(`2030-09-${13 + i}`)).toEqual([id]);
  });
});

describe('with a deposit (the demo venue: $250), the payment holds the night', () => {
  it('a confirmed but unpaid request does not hold it; of two requests the first paid wins', async () => {
    const first = await create('09/20/2030');
    const second = await create('09/20/2030', 'Other Guest');
    expect((await promote(second, 'Confirmed')).status).toBe(200);
    expect((await confirmOrder(first)).status).toBe(200);
    expect(await holderOf('2030-09-20')).toEqual([]);
    expect((await testPay(first)).status).toBe(200);
    expect(await holderOf('2030-09-20')).toEqual([first]);
    const refused = await testPay(second);
    expect(refused.status).toBe(409);
    expect(await codeOf(refused)).toMatchObject({ code: 'night_taken', field: 'eventDate' });
    expect((await findOrder(api.db, second))?.paymentRef).toBeNull();
    expect(await statusOf(second)).toBe('confirmed');
  });

  it('a cancelled holder frees the night for the next payment', async () => {
    const first = await create('09/21/2030');
    const second = await create('09/21/2030', 'Other Guest');
    expect((await promote(first, 'Confirmed')).status).toBe(200);
    expect((await promote(first, 'Cancelled')).status).toBe(200);
    expect((await testPay(second)).status).toBe(200);
    expect(await holderOf('2030-09-21')).toEqual([second]);
  });
});

describe('without a deposit, the confirmation holds the night', () => {
  beforeAll(() => setBookingDeposit(api.db, null));
  afterAll(() => setBookingDeposit(api.db, 250));

  it('of two requests for one night the first confirmed wins; the second is 409 by either call', async () => {
    const first = await create('10/01/2030');
    const second = await create('10/01/2030', 'Other Guest');
    expect(await holderOf('2030-10-01')).toEqual([]);
    expect((await promote(first, 'Confirmed')).status).toBe(200);
    expect(await holderOf('2030-10-01')).toEqual([first]);
    for (const res of [await promote(second, 'Confirmed'), await confirmOrder(second)]) {
      expect(res.status).toBe(409);
      expect(await codeOf(res)).toMatchObject({ code: 'night_taken', field: 'eventDate' });
    }
    expect(await statusOf(second)).toBe('created');
    // Confirming the holder again changes nothing; the second may still cancel its request.
    expect((await confirmOrder(first)).status).toBe(200);
    expect((await promote(second, 'Cancelled')).status).toBe(200);
    expect(await holderOf('2030-10-01')).toEqual([first]);
  });

  it('concurrent confirmations of five requests for one night leave exactly one holder', async () => {
    const ids = await Promise.all([0, 1, 2, 3, 4].map((i) => create('10/02/2030', `Guest ${i}`)));
    const answers = await Promise.all(ids.map((id, i) => (i % 2 === 0 ? confirmOrder(id) : promote(id, 'Confirmed'))));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(4);
    const winner = ids[statuses.indexOf(200)];
    expect(await holderOf('2030-10-02')).toEqual([winner]);
    const confirmed = await Promise.all(ids.map(statusOf));
    expect(confirmed.filter((s) => s === 'confirmed')).toHaveLength(1);
  });
});

describe('with Stripe, the night is checked before a PaymentIntent is made', () => {
  let stripe: StripeStub;
  let app: Hono;
  beforeAll(async () => {
    stripe = await startStripeStub();
    app = new Hono()
      .route('/', paymentsRoutes(api.context(), stripe.config()))
      .route('/', stripeWebhookRoutes(api.context(), stripe.config()));
  });
  afterAll(() => stripe.close());

  const stripePay = async (body: Record<string, string>) => {
    const res = await app.request('/make-payment', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Idempotency-Key': `key-${Math.random()}` },
      body: JSON.stringify({ orderType: 'bookings', ...body }),
    });
    return {
      status: res.status,
      body: (await res.json()) as { data?: { status: string; clientSecret?: string }; error?: { code: string } },
    };
  };

  it('a second payment for a held night is refused before any intent or charge', async () => {
    const first = await create('10/10/2030');
    const second = await create('10/10/2030', 'Other Guest');
    expect((await stripePay({ orderId: first, paymentMethodId: 'pm_card_visa' })).body.data?.status).toBe('succeeded');
    const before = { ...stripe.stats };
    const refused = await stripePay({ orderId: second, paymentMethodId: 'pm_card_visa' });
    expect(refused).toMatchObject({ status: 409, body: { error: { code: 'night_taken' } } });
    expect(stripe.stats).toEqual(before);
    expect(await holderOf('2030-10-10')).toEqual([first]);
  });

  it('a charge that succeeds after the night went (3-D Secure) pays nothing: the booking stays unpaid, the night its holder’s', async () => {
    const slow = await create('10/11/2030');
    const fast = await create('10/11/2030', 'Other Guest');
    const challenged = await stripePay({ orderId: slow, paymentMethodId: THREE_D_SECURE_CARD });
    expect(challenged.body.data?.status).toBe('requires_action');
    expect((await stripePay({ orderId: fast, paymentMethodId: 'pm_card_visa' })).body.data?.status).toBe('succeeded');
    const intent = stripe.completeAction((challenged.body.data?.clientSecret ?? '').replace(/_secret_.*$/, ''));
    // The browser coming back and the webhook both find the night held by the other booking.
    expect(await stripePay({ orderId: slow, paymentIntentId: intent.id })).toMatchObject({
      status: 409,
      body: { error: { code: 'night_taken' } },
    });
    const event = signedEvent('payment_intent.succeeded', intent, { at: api.clock.now });
    const hook = await app.request('/stripe/webhook', {
      method: 'POST',
      headers: { 'stripe-signature': event.signature },
      body: event.body,
    });
    expect(await hook.json()).toEqual({ received: true, outcome: 'ignored', reason: 'night_taken' });
    expect(await statusOf(slow)).not.toBe('paid');
    expect(await holderOf('2030-10-11')).toEqual([fast]);
  });
});
