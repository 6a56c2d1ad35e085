// Contracts of payments (make-test-payment with the test-card rule of docs/backend.md,
// make-payment without Stripe configured), of the order lookups the Payment and Confirmation pages
// read (a paid order with its invoice, the coat check's order details) and of the invoice PDF.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { createContentHttp } from '../http/content.http';
import { createOrderLookupHttp } from '../http/order-lookup.http';
import { createPayment, type StripeLike, type TestPayment } from '../payment/stripe.payment';
import { errorBody, idempotencyHeader, isoInstant, orderDetails, pricedLine } from '../testing/order-pact-bodies';
import { fromState, pathFromState } from '../testing/provider-state-values';
import { bearer, clientFor, venuePact, demoExponent } from '../testing/venue-pact';

const { string } = MatchersV3;
const pact = venuePact();
function testPayment(url: string): TestPayment {
  const payment = createPayment({ stripeKey: null, http: clientFor(url) });
  if (payment.mode !== 'test') throw new Error('expected the test mode without a Stripe key');
  return payment;
}

/** The ids the states 'a gift card order exists' and 'a paid gift card order exists' answer. */
const giftCardOrderId = fromState('giftCardOrderId', 'order-g-1');
const paidOrderId = fromState('giftCardOrderId', 'order-g-paid');

/** Stripe.js cannot be reached from here: a fake that turns any card into a PaymentMethod. */
const fakeStripe: StripeLike = {
  createPaymentMethod: () => Promise.resolve({ paymentMethod: { id: 'pm_card_visa' } }),
  handleNextAction: () => Promise.reject(new Error('not expected')),
};

describe('payments contract', () => {
  it('POST make-test-payment pays an order with the succeeding test card', () =>
    pact
      .addInteraction()
      .given('a gift card order exists')
      .uponReceiving('a test payment of a gift card order')
      .withRequest('POST', '/make-test-payment', (b) => b.headers({ ...bearer, ...idempotencyHeader('pay-seed-1') }).jsonBody({ orderType: 'gift-cards', orderId: giftCardOrderId }))
      .willRespondWith(200, (b) => b.jsonBody({ data: { status: 'succeeded', paymentId: string('test_order-g-1_4242') } }))
      .executeTest(async (server) => {
        const paid = await testPayment(server.url).pay({ orderType: 'gift-cards', orderId: 'order-g-1', idempotencyKey: 'pay-seed-1' });
        expect(paid).toEqual({ ok: true, value: { mode: 'test', paymentId: 'test_order-g-1_4242' } });
      }));

  it('POST make-test-payment answers 402 for the declining test card', () =>
    pact
      .addInteraction()
      .given('a gift card order exists')
      .uponReceiving('a test payment with the declining test card')
      .withRequest('POST', '/make-test-payment', (b) =>
        b.headers({ ...bearer, ...idempotencyHeader('pay-seed-2') }).jsonBody({ orderType: 'gift-cards', orderId: giftCardOrderId, cardNumber: '4000000000000002' }),
      )
      .willRespondWith(402, (b) => b.jsonBody({ error: { code: 'card_declined', message: 'Your card was declined.', field: 'cardNumber' } }))
      .executeTest(async (server) => {
        const paid = await testPayment(server.url).pay({ orderType: 'gift-cards', orderId: 'order-g-1', idempotencyKey: 'pay-seed-2', testCardNumber: '4000000000000002' });
        expect(paid).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 402, message: 'Your card was declined.' } });
      }));

  it('POST make-test-payment answers 404 for an unknown order', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a test payment of an unknown order')
      .withRequest('POST', '/make-test-payment', (b) => b.headers({ ...bearer, ...idempotencyHeader('pay-seed-3') }).jsonBody({ orderType: 'tickets', orderId: 'no-such-order' }))
      .willRespondWith(404, (b) => b.jsonBody(errorBody('not_found', 'There is no tickets order with this id.', 'orderId')))
      .executeTest(async (server) => {
        const paid = await testPayment(server.url).pay({ orderType: 'tickets', orderId: 'no-such-order', idempotencyKey: 'pay-seed-3' });
        expect(paid).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 404 } });
      }));

  it('POST make-test-payment answers 409 for a private event whose night another booking holds, before any charge', () =>
    pact
      .addInteraction()
      .given('a venue booking exists whose night another private event holds', { depositMinor: 25000 })
      .uponReceiving('a test payment of a venue booking whose night another holds')
      .withRequest('POST', '/make-test-payment', (b) => b.headers({ ...bearer, ...idempotencyHeader('pay-seed-4') }).jsonBody({ orderType: 'bookings', orderId: fromState('bookingId', 'bookings-pact-2') }))
      .willRespondWith(409, (b) =>
        b.jsonBody({
          error: { code: 'night_taken', message: string('The venue is already booked for a private event that night; please choose another date.'), field: 'eventDate' },
        }),
      )
      .executeTest(async (server) => {
        const paid = await testPayment(server.url).pay({ orderType: 'bookings', orderId: 'bookings-pact-2', idempotencyKey: 'pay-seed-4' });
        expect(paid).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 409 } });
      }));

  it('POST make-payment answers 503 while the venue has no Stripe secret key', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .given('a gift card order exists')
      .uponReceiving('a card payment on a venue without Stripe')
      .withRequest('POST', '/make-payment', (b) =>
        b.headers({ ...bearer, ...idempotencyHeader('pay-seed-4') }).jsonBody({ orderType: 'gift-cards', orderId: giftCardOrderId, paymentMethodId: 'pm_card_visa' }),
      )
      .willRespondWith(503, (b) => b.jsonBody(errorBody('payments_not_configured', 'Card payments are not configured on this venue (STRIPE_SECRET_KEY is not set); use make-test-payment.')))
      .executeTest(async (server) => {
        const payment = createPayment({ stripeKey: 'pk_test_demo', http: clientFor(server.url), loadStripe: () => Promise.resolve(fakeStripe) });
        if (payment.mode !== 'stripe') throw new Error('expected the Stripe mode');
        const paid = await payment.pay({ orderType: 'gift-cards', orderId: 'order-g-1', idempotencyKey: 'pay-seed-4' }, { card: { token: 'tok_visa' } });
        expect(paid).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 503 } });
      }));

  it('GET gift-card/{id} of a paid order answers its invoice path, read by the order lookup', () =>
    pact
      .addInteraction()
      .given('a paid gift card order exists')
      .uponReceiving('a request for a paid gift card order')
      .withRequest('GET', pathFromState('/gift-card/${giftCardOrderId}', '/gift-card/order-g-paid'), (b) => b.headers(bearer))
      .willRespondWith(200, (b) => {
        const pending = orderDetails(paidOrderId, 'gift-cards', pricedLine('gift-card', 'Gift card for Rory Friend', 1, 50), 50, { recipientName: 'Rory Friend', recipientEmail: 'rory@example.com' });
        b.jsonBody({ data: { ...pending.data, status: 'Paid', paidAt: isoInstant(), invoice: pathFromState('invoices/pdf/${invoiceFile}', 'invoices/pdf/inv-demo.pdf') } });
      })
      .executeTest(async (server) => {
        const found = await createOrderLookupHttp(clientFor(server.url), demoExponent).lookUp('gift-cards', 'order-g-paid');
        expect(found).toMatchObject({ ok: true, value: { orderId: 'order-g-paid', status: 'Paid', total: 5000, amountDue: 5000, invoice: 'invoices/pdf/inv-demo.pdf' } });
      }));

  it('GET coat-check-order/{id} answers a coat check ticket as order details', () =>
    pact
      .addInteraction()
      .given('a coat check ticket exists')
      .uponReceiving('a request for a coat check order')
      .withRequest('GET', pathFromState('/coat-check-order/${coatCheckId}', '/coat-check-order/coat-1'), (b) => b.headers(bearer))
      .willRespondWith(200, (b) =>
        b.jsonBody(orderDetails(fromState('coatCheckId', 'coat-1'), 'coat-check', pricedLine('1', 'Coat', 1, 5), 5, { ticketNumber: 'C-0042' })),
      )
      .executeTest(async (server) => {
        const found = await createOrderLookupHttp(clientFor(server.url), demoExponent).lookUp('coat-check', 'coat-1');
        expect(found).toMatchObject({ ok: true, value: { orderId: 'coat-1', kind: 'coat-check', status: 'Pending', total: 500, amountDue: 500, invoice: null } });
      }));

  it('GET coat-check-order/{id} answers 404 for an unknown ticket', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a request for an unknown coat check order')
      .withRequest('GET', '/coat-check-order/no-such-ticket', (b) => b.headers(bearer))
      .willRespondWith(404, (b) => b.jsonBody(errorBody('not_found', 'A coat check order with this id was not found.')))
      .executeTest(async (server) => {
        expect(await createOrderLookupHttp(clientFor(server.url), demoExponent).lookUp('coat-check', 'no-such-ticket')).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 404 } });
      }));

  it('GET invoices/pdf/{file} serves the invoice of a paid order as a PDF, without a token', () =>
    pact
      .addInteraction()
      .given('a paid gift card order exists')
      .uponReceiving('a request for an invoice PDF')
      .withRequest('GET', pathFromState('/invoices/pdf/${invoiceFile}', '/invoices/pdf/inv-demo.pdf'))
      .willRespondWith(200, (b) => b.headers({ 'Content-Type': 'application/pdf' }))
      .executeTest(async (server) => {
        const res = await fetch(`${server.url}/invoices/pdf/inv-demo.pdf`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('application/pdf');
        // The invoice page asks through the adapter before it embeds the file.
        expect(await createContentHttp(clientFor(server.url), demoExponent).invoicePdf('inv-demo.pdf')).toEqual({ ok: true, value: undefined });
      }));

  it('GET invoices/pdf/{file} answers 404 for an unknown file', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a request for an unknown invoice PDF')
      .withRequest('GET', '/invoices/pdf/inv-unknown.pdf')
      .willRespondWith(404, (b) => b.jsonBody(errorBody('not_found', 'This invoice was not found.')))
      .executeTest(async (server) => {
        expect((await fetch(`${server.url}/invoices/pdf/inv-unknown.pdf`)).status).toBe(404);
        expect(await createContentHttp(clientFor(server.url), demoExponent).invoicePdf('inv-unknown.pdf')).toMatchObject({ ok: false, error: { status: 404 } });
      }));
});
