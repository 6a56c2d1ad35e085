// The ticket checkout against a controlled venue: the order flow's four steps, then payment or the
// confirmation; one order for a double submit or a retry; a sell-out keeps the rest; the promoter code.
import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { err, ok } from '../shared/result';
import type { PromoterValidation } from '../bottles/promoter-discount.schema';
import type { ApiError } from '../shared/api-error';
import type { Result } from '../shared/result';
import { unknownDevice, type GuestDevice } from '../shared/device';
import { c, fakePhone, MemoryStorage } from '../testing/bottle-test-fixtures';
import { ControlledOrdersPort } from '../testing/controlled-orders-port';
import { ticketSettings, ticketTypes, validTicketForm } from '../testing/ticket-test-fixtures';
import { checkoutQuote, promoterWinOf, undiscountedQuote } from './ticket-checkout-setup';
import { ticketCheckoutMachineWith } from './ticket-checkout-wiring';
import { canSubmit } from './ticket-checkout.machine';
import { loadTicketCart, saveTicketCart } from './ticket-storage';
import type { TicketCheckoutTextField } from './ticket-checkout-form';

const soldOutError: ApiError = {
  _tag: 'HttpError',
  status: 409,
  message: 'VIP is sold out.',
  body: {
    error: { code: 'sold_out', message: 'VIP is sold out.', field: 'tickets[1].quantity', details: { ticketId: 'vip', remaining: 0 } },
  },
};

function start(
  quantities: Record<string, number>,
  promoter: () => Promise<Result<PromoterValidation, ApiError>> = () => new Promise(() => {}),
  device?: () => GuestDevice,
) {
  const storage = new MemoryStorage();
  saveTicketCart(storage, { eventId: 'ev-1', quantities });
  const orders = new ControlledOrdersPort();
  const visits: string[] = [];
  const reports: unknown[] = [];
  const logic = ticketCheckoutMachineWith({
    orders,
    reportDecodeError: (step, error) => reports.push({ step, error }),
    tickets: { validatePromoter: promoter },
    storage,
    phone: fakePhone,
    navigate: (to) => visits.push(to),
    ...(device === undefined ? {} : { device }),
  });
  const input = {
    stored: loadTicketCart(storage, 'ev-1'),
    eventId: 'ev-1',
    types: ticketTypes,
    settings: ticketSettings,
    currencySymbol: '$',
    checkoutId: 'visit',
    // A page drawn on the server knows no device: its wiring reads one at each send.
    ...(device === undefined ? { client: { userAgent: 'PC' as const, ip: '' } } : {}),
  };
  const actor = createActor(logic, { input }).start();
  const fill = (form: Partial<Record<TicketCheckoutTextField, string>> = validTicketForm) => {
    for (const [field, value] of Object.entries(form))
      if (typeof value === 'string') actor.send({ type: 'guest.editField', field: field as TicketCheckoutTextField, value });
    actor.send({ type: 'guest.setMailingList', subscribe: true });
  };
  return { actor, orders, storage, visits, reports, fill };
}

// Lets the answered calls reach the machines (promise callbacks only, no timers).
const tick = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};
async function settle(orders: ControlledOrdersPort, ...outcomes: Parameters<ControlledOrdersPort['settleNext']>[0][]) {
  for (const outcome of outcomes) {
    await tick();
    expect(orders.settleNext(outcome)).toBe(true);
  }
  await tick();
}

describe('ticket checkout', () => {
  it('checks, creates, fetches and confirms, then goes to payment and forgets the cart', async () => {
    const { actor, orders, storage, visits, fill } = start({ ga: 2 });
    fill();
    actor.send({ type: 'guest.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle(orders, 'ok', 'ok', 'ok', 'ok');
    expect(orders.calls.map((call) => call.method)).toEqual(['checkGroup', 'createOrder', 'fetchOrder', 'confirmOrder']);
    expect(orders.calls[1]?.args[1]).toEqual({
      eventId: 'ev-1',
      tickets: [{ ticketId: 'ga', quantity: 2 }],
      clientName: 'Dana Guest',
      clientEmail: 'dana@example.com',
      clientPhoneNumber: '+12125550123',
      mailingListSubscribe: true,
      userAgent: 'PC',
    });
    expect(visits).toEqual(['/payment/tickets/order-1']);
    expect(storage.get('ticketCart')).toBeNull();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it("carries the order secret of the create's answer to the payment page", async () => {
    const { actor, orders, visits, fill } = start({ ga: 2 });
    const create = orders.createOrder.bind(orders);
    orders.createOrder = async (kind, payload, key) => {
      const created = await create(kind, payload, key);
      return created.ok ? ok({ ...created.value, orderSecret: 'S3cret_S3cret_S3cret_S3cret_0001' }) : created;
    };
    fill();
    actor.send({ type: 'guest.submit' });
    await settle(orders, 'ok', 'ok', 'ok', 'ok');
    expect(visits).toEqual(['/payment/tickets/order-1?secret=S3cret_S3cret_S3cret_S3cret_0001']);
  });

  it('goes straight to the confirmation when the order has nothing to pay', async () => {
    const { actor, orders, visits, fill } = start({ rsvp: 2 });
    orders.fetchOrder = (_kind, orderId) => Promise.resolve(ok({ orderId, status: 'Pending', total: 0 }));
    fill();
    actor.send({ type: 'guest.submit' });
    await settle(orders, 'ok', 'ok');
    await tick();
    expect(orders.settleNext('ok', 'confirmOrder')).toBe(true);
    await tick();
    expect(visits).toEqual(['/confirmation?type=tickets&orderId=order-1']);
  });

  it('asks for a ticket when the last one was taken out, and sends nothing', () => {
    const { actor, orders, fill } = start({ ga: 1 });
    fill();
    actor.send({ type: 'guest.fewer', ticketId: 'ga' });
    actor.send({ type: 'guest.submit' });
    expect(actor.getSnapshot().hasTag('warning')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ emptyCart: true, firstInvalid: null });
    expect(orders.calls).toEqual([]);
    actor.send({ type: 'guest.dismissAlert' });
    expect(actor.getSnapshot().context.emptyCart).toBe(false);
  });

  it('refuses an invalid form with the first field named, and sends nothing', () => {
    const { actor, orders, fill } = start({ ga: 1 });
    fill({ ...validTicketForm, clientName: 'Al', clientPhoneNumber: '12' });
    actor.send({ type: 'guest.submit' });
    const { context } = actor.getSnapshot();
    expect(context.firstInvalid?.field).toBe('clientName');
    expect(context.firstInvalid?.placeholder).toBe('Full Name');
    expect(context.fieldErrors.map((e) => e.field)).toEqual(['clientName', 'clientPhoneNumber']);
    expect(orders.calls).toEqual([]);
  });

  it('a double submit places one order, and a retry after a lost answer reuses its key', async () => {
    const { actor, orders, visits, fill } = start({ ga: 1 });
    fill();
    actor.send({ type: 'guest.submit' });
    actor.send({ type: 'guest.submit' });
    await settle(orders, 'ok', 'network');
    expect(actor.getSnapshot().matches({ checkout: { form: 'interrupted' } })).toBe(true);
    expect(actor.getSnapshot().context.form.clientName).toBe('Dana Guest');
    actor.send({ type: 'guest.submit' });
    actor.send({ type: 'guest.retry' });
    actor.send({ type: 'guest.retry' });
    await settle(orders, 'ok', 'ok', 'ok');
    const creates = orders.calls.filter((call) => call.method === 'createOrder');
    expect(creates).toHaveLength(2);
    expect(creates[1]?.args[2]).toBe(creates[0]?.args[2]);
    expect(orders.ordersByKey.size).toBe(1);
    expect(visits).toEqual(['/payment/tickets/order-1']);
  });

  it('a ticket sold out between the choice and the order: a clear message, the rest of the cart and the form kept', async () => {
    const { actor, orders, fill } = start({ ga: 2, vip: 2 });
    orders.checkGroup = () => Promise.resolve(err(soldOutError));
    fill();
    actor.send({ type: 'guest.submit' });
    await tick();
    await tick();
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches({ checkout: { form: 'editing' } })).toBe(true);
    expect(context.soldOut).toContain('VIP is sold out.');
    expect(context.cart.quantities).toEqual({ ga: 2 });
    expect(context.types.find((t) => t._id === 'vip')?.soldOut).toBe(true);
    expect(context.form).toEqual(validTicketForm);
    actor.send({ type: 'guest.more', ticketId: 'vip' });
    expect(actor.getSnapshot().context.cart.quantities).toEqual({ ga: 2 });
    actor.send({ type: 'guest.more', ticketId: 'ga' });
    expect(actor.getSnapshot().context.soldOut).toBeNull();
    expect(canSubmit(actor.getSnapshot())).toBe(true);
  });

  it('a refusal shows the venue message; closing it lets the guest send again', async () => {
    const { actor, orders, fill } = start({ ga: 1 });
    fill();
    actor.send({ type: 'guest.submit' });
    await settle(orders, 'rejected');
    expect(actor.getSnapshot().context.failureMessage).toEqual({ refused: 'These tickets are sold out.' });
    actor.send({ type: 'guest.closeError' });
    actor.send({ type: 'guest.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('a validated promoter code lowers the total (old and new shown) and travels in the payload; a refused one is silent', async () => {
    const valid = start({ ga: 2 }, () =>
      Promise.resolve(ok({ success: true, data: { promotionId: 'p', discountType: '$', discountAmount: c(1000) } })),
    );
    valid.fill({ ...validTicketForm, promoterIGname: ' @nightowl.promo ' });
    valid.actor.send({ type: 'guest.applyPromoterCode' });
    await waitFor(valid.actor, (s) => s.matches({ checkout: { promoter: 'valid' } }));
    const context = valid.actor.getSnapshot().context;
    expect(undiscountedQuote(context).total).toBe(7133);
    expect(checkoutQuote(context).total).toBe(6133);
    expect(promoterWinOf(context)).toEqual({ discount: 1000, total: 6133 });
    valid.actor.send({ type: 'guest.submit' });
    await settle(valid.orders, 'ok');
    expect(valid.orders.calls[1]?.args[1]).toMatchObject({ promoterIGname: '@nightowl.promo' });

    const refused = start({ ga: 2 }, () => Promise.resolve(ok({ success: false })));
    refused.fill({ ...validTicketForm, promoterIGname: 'nobody' });
    refused.actor.send({ type: 'guest.applyPromoterCode' });
    await waitFor(refused.actor, (s) => s.matches({ checkout: { promoter: 'unvalidated' } }));
    expect(promoterWinOf(refused.actor.getSnapshot().context)).toBeNull();
    refused.actor.send({ type: 'guest.submit' });
    await settle(refused.orders, 'ok');
    expect(refused.orders.calls[1]?.args[1]).not.toHaveProperty('promoterIGname');
  });

  it('with no device in its input (a page drawn on the server), reads it at each send from the edge', async () => {
    const devices: GuestDevice[] = [
      { userAgent: 'Mobile', ip: '' },
      { userAgent: 'Mobile', ip: '203.0.113.7' },
    ];
    let reads = 0;
    const { actor, orders, fill } = start({ ga: 1 }, undefined, () => devices[Math.min(reads++, devices.length - 1)] ?? unknownDevice);
    expect(actor.getSnapshot().context.client).toEqual(unknownDevice);
    fill();
    expect(reads).toBe(0);
    actor.send({ type: 'guest.submit' });
    await settle(orders, 'rejected');
    actor.send({ type: 'guest.closeError' });
    actor.send({ type: 'guest.submit' });
    await tick();
    // The first send said what the device was then; the second, what it had become (a stored address).
    expect(orders.devicesChecked).toEqual([
      ['Mobile', undefined],
      ['Mobile', '203.0.113.7'],
    ]);
  });

  it('with no stored cart it has nothing to check out', () => {
    const { actor } = start({});
    expect(actor.getSnapshot().matches('noTickets')).toBe(true);
  });
});
