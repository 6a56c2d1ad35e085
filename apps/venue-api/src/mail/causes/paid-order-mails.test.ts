// The mails a payment causes, written in the payment's own transaction: one buyer's mail per paid order however
// often the payment is sent, none for a refused payment, and one mail per named guest with their own code. Stripe's
// webhook racing the guest's return is in routes/stripe-webhook.routes.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listLiveGuestCodes } from '../../store/guest-codes.store';
import { newGiftCardOrder } from '../../testing/gift-card-order';
import { kindsAndRecipients, mailsAbout } from '../../testing/mails-about';
import { orderTestClient, type OrderTestClient } from '../../testing/order-test-client';
import { DB_START_TIMEOUT_MS, startTestApi, type TestApi } from '../../testing/test-api';

let api: TestApi;
let client: OrderTestClient;
beforeAll(async () => {
  api = await startTestApi();
  client = orderTestClient(api);
}, DB_START_TIMEOUT_MS);
afterAll(() => api.db.close());

const buyer = { clientName: 'Dana Guest', clientEmail: 'dana@example.com', clientPhoneNumber: '+12125550123' };
const friend = (name: string, email: string) => ({ name, email, phoneNumber: '+12125550124' });

async function newTicketOrder(quantity: number): Promise<string> {
  const body = { eventId: 'event-up-1', tickets: [{ ticketId: 'event-up-1-ga', quantity }], ...buyer };
  const res = await client.post('new-ticket-order', body);
  expect(res.status).toBe(200);
  return (await client.json<{ data: { orderId: string } }>(res)).data.orderId;
}

const pay = (orderId: string, key: string, cardNumber?: string) =>
  client.post('make-test-payment', { orderType: 'tickets', orderId, ...(cardNumber === undefined ? {} : { cardNumber }) }, key);

describe('a paid order', () => {
  it('queues one mail to the ticket buyer, with the invoice and the calendar entry, however often it is paid', async () => {
    const orderId = await newTicketOrder(1);
    expect(await mailsAbout(api.db, orderId)).toEqual([]);
    const [a, b] = await Promise.all([pay(orderId, 'twice-1'), pay(orderId, 'twice-1')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await pay(orderId, 'twice-2')).status).toBe(409);
    const mails = await mailsAbout(api.db, orderId);
    expect(mails).toMatchObject([
      { kind: 'ticket-order-paid', recipient: 'dana@example.com', subjectType: 'order', attachments: ['invoice', 'calendar'] },
    ]);
    expect(mails[0]?.nextAttemptAt).toEqual(api.clock.now);
  });

  it('queues nothing for a refused card, and the mail once it is paid', async () => {
    const orderId = await newTicketOrder(1);
    expect((await pay(orderId, 'declined-1', '4000 0000 0000 0002')).status).toBe(402);
    expect(await mailsAbout(api.db, orderId)).toEqual([]);
    expect((await pay(orderId, 'declined-2')).status).toBe(200);
    expect(kindsAndRecipients(await mailsAbout(api.db, orderId))).toEqual(['ticket-order-paid dana@example.com']);
  });

  it('sends the gift card receipt to its buyer and the card to its recipient', async () => {
    const orderId = await newGiftCardOrder(client);
    expect((await client.post('make-test-payment', { orderType: 'gift-cards', orderId })).status).toBe(200);
    expect(kindsAndRecipients(await mailsAbout(api.db, orderId))).toEqual([
      'gift-card-receipt dana@example.com',
      'gift-card-to-recipient rory@example.com',
    ]);
  });

  it('mails a paid coat check claim to the address its guest typed, and nothing for a claim without one', async () => {
    const claim = { clientName: 'Dana Guest', clientPhoneNumber: '+12125550123', items: [{ type: 'Coat', quantity: 1 }] };
    const checkIn = async (body: object) =>
      (await client.json<{ data: { _id: string } }>(await client.post('submit-coatcheck', body))).data._id;
    const [mailed, silent] = [await checkIn({ ...claim, clientEmail: 'coats@example.com' }), await checkIn(claim)];
    expect(await mailsAbout(api.db, mailed)).toEqual([]);
    for (const orderId of [mailed, silent])
      expect((await client.post('make-test-payment', { orderType: 'coat-check', orderId })).status).toBe(200);
    expect(await mailsAbout(api.db, mailed, silent)).toMatchObject([
      { kind: 'coat-check-claim', recipient: 'coats@example.com', subjectId: mailed, attachments: ['invoice'] },
    ]);
  });
});

describe('the other guests of a ticket order', () => {
  const codeMails = async (orderId: string) => {
    const codes = (await listLiveGuestCodes(api.db, orderId)).map((code) => code.codeId);
    return { codes, mails: (await mailsAbout(api.db, ...codes)).filter((m) => m.kind === 'ticket-guest-code') };
  };

  it('mails a guest named before the payment their own code once the order is paid', async () => {
    const orderId = await newTicketOrder(2);
    expect((await client.post('attendee-info', { orderId, ...friend('Ann Friend', 'ann@example.com') })).status).toBe(200);
    expect((await codeMails(orderId)).mails).toEqual([]);
    expect((await pay(orderId, 'named-before')).status).toBe(200);
    const { codes, mails } = await codeMails(orderId);
    expect(mails).toMatchObject([{ recipient: 'ann@example.com', subjectType: 'guest-code', subjectId: codes[1] }]);
  });

  it("mails a guest named or renamed after the payment that guest's new code alone", async () => {
    const orderId = await newTicketOrder(2);
    expect((await pay(orderId, 'named-after')).status).toBe(200);
    // Ann names her place with its own key, and with it later corrects it (docs/product.md#other-guests).
    const key = 'YW5uLWZyaWVuZHMtb3duLXBsYWNlLWtl';
    const added = await client.post('attendee-info', { orderId, ...friend('Ann Friend', 'ann@example.com'), key });
    const ann = (await client.json<{ data: { _id: string } }>(added)).data;
    const named = await codeMails(orderId);
    expect(kindsAndRecipients(named.mails)).toEqual(['ticket-guest-code ann@example.com']);
    expect(named.mails[0]?.subjectId).toBe(named.codes[1]);

    const renamed = await client.post('api/ticketBooking/editAttendeeGroup', {
      orderId,
      keys: [key],
      attendees: [{ _id: ann._id, ...friend('Bea Friend', 'bea@example.com') }],
    });
    expect(renamed.status).toBe(200);
    const after = await codeMails(orderId);
    expect(kindsAndRecipients(after.mails)).toEqual(['ticket-guest-code bea@example.com']);
    expect(after.mails[0]?.subjectId).toBe(after.codes[1]);
    // The buyer's own mail is the order's, sent once.
    expect(kindsAndRecipients(await mailsAbout(api.db, orderId))).toEqual(['ticket-order-paid dana@example.com']);
  });
});
