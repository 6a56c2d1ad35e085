import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { Minor } from '../money/minor-units';
import type { StoragePort } from '../ports/storage.port';
import type { StorageKey } from '../ports/storage-keys';
import type { ApiError } from '../shared/api-error';
import { err, ok, type Result } from '../shared/result';
import { declined, pendingOrder, ScriptedPaymentCalls } from '../testing/controlled-payment';
import { paymentMachine, testCardFormatError, type LoadedOrder, type PaymentInput } from './payment.machine';
import { orderOnArrival, paymentInputFrom, paymentMachineWith } from './payment-wiring';
import type { PayableOrderType } from './payment-request.schema';
import type { PayableOrder, PaymentAttempt, PaymentFailure, PaymentReceipt } from './payment.port';

const input: PaymentInput = { paymentType: 'bottles', orderId: 'order-1', mode: 'test', attemptSeed: 'seed' };
const receipt: PaymentReceipt = { mode: 'test', paymentId: 'test_order-1_4242' };
const prepared = fromPromise<Result<void, PaymentFailure>>(async () => ok(undefined));
type LookUp = { readonly orderType: PayableOrderType; readonly orderId: string };
const loadedFrom = (order: () => PayableOrder) =>
  fromPromise<Result<LoadedOrder, ApiError>, LookUp>(async () => ok({ order: order(), onLocationCharge: null }));

function memoryStorage(entries: Partial<Record<StorageKey, string>> = {}): StoragePort {
  const map = new Map<string, string>(Object.entries(entries).filter((e): e is [string, string] => e[1] !== undefined));
  return { get: (k) => map.get(k) ?? null, set: (k, v) => void map.set(k, v), remove: (k) => void map.delete(k) };
}

/** The machine with immediate fakes: the order, then each payment answer in turn. */
function start(
  options: {
    order?: Result<PayableOrder, ApiError>;
    payments?: Result<PaymentReceipt, PaymentFailure>[];
    input?: Partial<PaymentInput>;
  } = {},
) {
  const sent: PaymentAttempt[] = [];
  const navigations: string[] = [];
  const answers = [...(options.payments ?? [ok(receipt)])];
  const logic = paymentMachine.provide({
    actors: {
      loadOrder: fromPromise<Result<LoadedOrder, ApiError>, LookUp>(async () => {
        const order = options.order ?? ok(pendingOrder());
        return order.ok ? ok({ order: order.value, onLocationCharge: null }) : order;
      }),
      prepareCard: prepared,
      pay: fromPromise<Result<PaymentReceipt, PaymentFailure>, PaymentAttempt>(async ({ input: attempt }) => {
        sent.push(attempt);
        return answers.shift() ?? ok(receipt);
      }),
    },
    actions: { navigate: (_, { to }) => void navigations.push(to), reportDecodeError: () => undefined },
  });
  const actor = createActor(logic, { input: { ...input, ...options.input } }).start();
  return { actor, sent, navigations };
}

describe('payment machine', () => {
  it("hands the buyer's order secret of the page's address on to the confirmation", async () => {
    const { actor, navigations } = start({ input: { orderSecret: 'S3cret_S3cret_S3cret_S3cret_0001' } });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'guest.pay' });
    await waitFor(actor, (s) => s.matches('paid'));
    expect(navigations).toEqual(['/confirmation?type=bottles&orderId=order-1&secret=S3cret_S3cret_S3cret_S3cret_0001']);
  });

  it('loads the order, pays it once and goes to the confirmation of its type', async () => {
    const { actor, sent, navigations } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.figures).toMatchObject({ total: 12000, dueNow: 4000, isDeposit: true, atVenue: 8000 });
    actor.send({ type: 'guest.pay' });
    actor.send({ type: 'guest.pay' });
    await waitFor(actor, (s) => s.matches('paid'));
    expect(sent).toEqual([{ orderType: 'bottles', orderId: 'order-1', idempotencyKey: 'seed-1' }]);
    expect(navigations).toEqual(['/confirmation?type=bottles&orderId=order-1']);
    expect(actor.getSnapshot().context.paymentId).toBe('test_order-1_4242');
  });

  it('shows a decline with its reason and pays with a new key and the new test card', async () => {
    const { actor, sent } = start({ payments: [err(declined), ok(receipt)] });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'guest.editTestCard', cardNumber: '4000 0000 0000 0002' });
    actor.send({ type: 'guest.pay' });
    await waitFor(actor, (s) => s.matches('declined'));
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'declined', reason: { said: 'Your card was declined.' } });
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    actor.send({ type: 'guest.editTestCard', cardNumber: '4242-4242-4242-4242' });
    actor.send({ type: 'guest.pay' });
    await waitFor(actor, (s) => s.matches('paid'));
    expect(sent.map((a) => [a.idempotencyKey, a.testCardNumber])).toEqual([
      ['seed-1', '4000000000000002'],
      ['seed-2', '4242424242424242'],
    ]);
  });

  it('retries a payment that got no answer with the same key and card, never a new one', async () => {
    const { actor, sent } = start({
      payments: [
        err({ _tag: 'NetworkError', message: 'timeout' }),
        err({ _tag: 'HttpError', status: 502, message: 'Bad Gateway' }),
        ok(receipt),
      ],
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'guest.editTestCard', cardNumber: '5555 5555 5555 4444' });
    actor.send({ type: 'guest.pay' });
    await waitFor(actor, (s) => s.matches('payFailed'));
    // The card cannot change while the first attempt may have charged.
    actor.send({ type: 'guest.editTestCard', cardNumber: '4000 0000 0000 0002' });
    actor.send({ type: 'guest.pay' });
    expect(actor.getSnapshot().matches('payFailed')).toBe(true);
    actor.send({ type: 'guest.retry' });
    await waitFor(actor, (s) => s.matches('payFailed'));
    actor.send({ type: 'guest.retry' });
    await waitFor(actor, (s) => s.matches('paid'));
    expect(new Set(sent.map((a) => `${a.idempotencyKey} ${a.testCardNumber}`))).toEqual(new Set(['seed-1 5555555555554444']));
    expect(sent).toHaveLength(3);
  });

  it('asks to try again in a moment when the venue is briefly unavailable (503), and retries the same attempt', async () => {
    const outage = { error: { code: 'unavailable', message: 'The venue is briefly unavailable.' } };
    const { actor, sent } = start({
      payments: [err({ _tag: 'HttpError', status: 503, message: 'Service Unavailable', body: outage }), ok(receipt)],
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'guest.pay' });
    await waitFor(actor, (s) => s.matches('payFailed'));
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'temporary', reason: { ours: 'outage' } });
    actor.send({ type: 'guest.retry' });
    await waitFor(actor, (s) => s.matches('paid'));
    expect(sent.map((a) => a.idempotencyKey)).toEqual(['seed-1', 'seed-1']);
  });

  it('refuses a malformed test card number without sending anything', async () => {
    const { actor, sent } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'guest.editTestCard', cardNumber: '4242' });
    actor.send({ type: 'guest.pay' });
    expect(actor.getSnapshot().context.testCardError).toBe(testCardFormatError);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'guest.editTestCard', cardNumber: '' });
    expect(actor.getSnapshot().context.testCardError).toBeNull();
    actor.send({ type: 'guest.pay' });
    await waitFor(actor, (s) => s.matches('paid'));
    expect(sent).toEqual([{ orderType: 'bottles', orderId: 'order-1', idempotencyKey: 'seed-1' }]);
  });

  it('reads the order again when the venue says it changed (already paid meanwhile)', async () => {
    let looks = 0;
    const logic = paymentMachine.provide({
      actors: {
        loadOrder: loadedFrom(() => pendingOrder(++looks > 1 ? { status: 'Paid' } : {})),
        prepareCard: prepared,
        pay: fromPromise<Result<PaymentReceipt, PaymentFailure>, PaymentAttempt>(async () =>
          err({ _tag: 'HttpError', status: 409, message: 'This order is already paid.' }),
        ),
      },
      actions: { navigate: () => undefined, reportDecodeError: () => undefined },
    });
    const actor = createActor(logic, { input }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'guest.pay' });
    await waitFor(actor, (s) => s.matches('alreadyPaid'));
    expect(looks).toBe(2);
  });

  it.each([
    ['an unknown order', err<ApiError>({ _tag: 'HttpError', status: 404, message: 'not found' }), 'unknownOrder'],
    ['a paid order', ok(pendingOrder({ status: 'Paid', invoice: 'invoices/pdf/inv-1.pdf' })), 'alreadyPaid'],
    ['a cancelled order', ok(pendingOrder({ status: 'Cancelled' })), 'cancelled'],
    ['a reservation without a price', ok(pendingOrder({ total: null, amountDue: null })), 'nothingToPay'],
    ['an order that could not load', err<ApiError>({ _tag: 'NetworkError', message: 'offline' }), 'loadFailed'],
  ] as const)('gives %s its panel, not a form', async (_, order, state) => {
    const { actor, sent } = start({ order: order as Result<PayableOrder, ApiError> });
    await waitFor(actor, (s) => s.matches(state));
    expect(actor.getSnapshot().can({ type: 'guest.pay' })).toBe(false);
    expect(sent).toEqual([]);
  });

  it('treats an unknown payment type as an unknown order without asking the venue', () => {
    const { actor } = start({ input: { paymentType: 'cars' } });
    expect(actor.getSnapshot().value).toBe('unknownOrder');
  });

  it('tells the guest card payment is unavailable when Stripe cannot load, and tries again', async () => {
    const calls = new ScriptedPaymentCalls('stripe');
    const navigations: string[] = [];
    const actor = createActor(
      paymentMachineWith({
        orders: calls,
        payment: calls,
        storage: memoryStorage(),
        navigate: (to) => navigations.push(to),
        reportDecodeError: () => undefined,
      }),
      {
        input: paymentInputFrom({ paymentType: 'gift-cards', orderId: 'g-1' }, calls, 'seed'),
      },
    ).start();
    calls.answer('lookUp', ok(pendingOrder({ kind: 'gift-cards', amountDue: 12000 as Minor })));
    await waitFor(actor, (s) => s.matches('preparingCard'));
    calls.answer('prepare', err({ _tag: 'StripeUnavailable', message: 'blocked' }));
    await waitFor(actor, (s) => s.matches('cardUnavailable'));
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'unavailable', reason: null });
    actor.send({ type: 'guest.retry' });
    calls.answer('lookUp', ok(pendingOrder({ kind: 'gift-cards', amountDue: 12000 as Minor })));
    await waitFor(actor, (s) => s.matches('preparingCard'));
    calls.answer('prepare', ok(undefined));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'guest.pay' });
    calls.answer('pay', ok({ mode: 'stripe', paymentId: 'pi_1' }));
    await waitFor(actor, (s) => s.matches('paid'));
    expect(calls.calls.filter((c) => c.name === 'pay').map((c) => c.input)).toEqual([
      { orderType: 'gift-cards', orderId: 'g-1', idempotencyKey: 'seed-1' },
    ]);
    expect(navigations).toEqual(['/confirmation?type=gift-cards&orderId=g-1']);
  });

  it('reports an unreadable answer and checks the order again before any new key', async () => {
    const reported: unknown[] = [];
    const calls = new ScriptedPaymentCalls('test');
    const actor = createActor(
      paymentMachineWith({
        orders: calls,
        payment: calls,
        storage: memoryStorage(),
        navigate: () => undefined,
        reportDecodeError: (e) => reported.push(e),
      }),
      {
        input,
      },
    ).start();
    calls.answer('lookUp', ok(pendingOrder()));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'guest.pay' });
    const unreadable = { _tag: 'DecodeError', source: 'POST make-test-payment', path: 'data', message: 'bad' } as const;
    calls.answer('pay', err(unreadable));
    await waitFor(actor, (s) => s.matches('unconfirmed'));
    expect(reported).toEqual([unreadable]);
    actor.send({ type: 'guest.retry' });
    calls.answer('lookUp', ok(pendingOrder()));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'guest.pay' });
    expect(calls.calls.filter((c) => c.name === 'pay').map((c) => (c.input as PaymentAttempt).idempotencyKey)).toEqual([
      'seed-1',
      'seed-1',
    ]);
  });

  it('adds the on-location charge the bottle checkout stored for this very order', async () => {
    const calls = new ScriptedPaymentCalls('test');
    const storage = memoryStorage({ paymentRequest: '{"_id":"order-1"}', locationPrice: '2150' });
    const actor = createActor(
      paymentMachineWith({ orders: calls, payment: calls, storage, navigate: () => undefined, reportDecodeError: () => undefined }),
      { input },
    ).start();
    calls.answer('lookUp', ok(pendingOrder({ amountDue: 12000 as Minor })));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.figures).toEqual({
      total: 12000,
      dueNow: 12000,
      isDeposit: false,
      onLocationCharge: 2150,
      atVenue: 2150,
    });
  });

  it('fails loudly when an effect was not provided', async () => {
    const actor = createActor(paymentMachine, { input });
    const failure = new Promise<unknown>((resolve) => actor.subscribe({ error: resolve }));
    actor.start();
    expect(String(await failure)).toContain('payment: actor loadOrder not provided');
  });

  it('keeps its snapshot plain data', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    const context = actor.getSnapshot().context;
    expect(JSON.parse(JSON.stringify(context))).toEqual(context);
  });

  it('starts from the order the page arrived with: drawn ready from the first snapshot, never looked up again', async () => {
    const calls = new ScriptedPaymentCalls();
    const logic = paymentMachineWith({
      orders: calls,
      payment: calls,
      storage: memoryStorage(),
      navigate: () => undefined,
      reportDecodeError: () => undefined,
    });
    const arrivedWith = { order: pendingOrder(), onLocationCharge: null };
    const actor = createActor(logic, {
      input: paymentInputFrom({ paymentType: 'bottles', orderId: 'order-1' }, calls, 'seed', {}, arrivedWith),
    });
    // What the server draws: the actor is never started there.
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.figures?.dueNow).toBe(4000);
    actor.start();
    actor.send({ type: 'guest.pay' });
    calls.answer('pay', ok(receipt));
    await waitFor(actor, (s) => s.matches('paid'));
    expect(calls.calls.map((c) => c.name)).toEqual(['pay']);
  });

  it('arrived with no order (the venue has none by that id): the unknown order panel, and no lookup', () => {
    const calls = new ScriptedPaymentCalls();
    const actor = createActor(paymentMachine, { input: { ...input, arrivedWith: null } }).start();
    expect(actor.getSnapshot().matches('unknownOrder')).toBe(true);
    expect(calls.calls).toEqual([]);
  });
});

describe('the order a payment page arrives with', () => {
  const storage = memoryStorage({ paymentRequest: '{"_id":"order-1"}', locationPrice: '2500' });

  it('is the order with the charge stored for it on location, or null for no order the venue has', async () => {
    const calls = new ScriptedPaymentCalls();
    const found = orderOnArrival({ orders: calls, storage }, { paymentType: 'bottles', orderId: 'order-1' });
    calls.answer('lookUp', ok(pendingOrder()));
    expect(await found).toEqual(ok({ order: pendingOrder(), onLocationCharge: 2500 }));

    const unknown = orderOnArrival({ orders: calls, storage }, { paymentType: 'bottles', orderId: 'nope' });
    calls.answer('lookUp', err({ _tag: 'HttpError', status: 404, message: 'Not found' }));
    expect(await unknown).toEqual(ok(null));
    expect(await orderOnArrival({ orders: calls, storage }, { paymentType: 'coupons', orderId: 'x' })).toEqual(ok(null));
    expect(calls.calls).toHaveLength(2);
  });

  it('leaves any other failure to the page', async () => {
    const calls = new ScriptedPaymentCalls();
    const failed = orderOnArrival({ orders: calls, storage }, { paymentType: 'tickets', orderId: 't-1' });
    calls.answer('lookUp', err({ _tag: 'NetworkError', message: 'offline' }));
    expect(await failed).toEqual(err({ _tag: 'NetworkError', message: 'offline' }));
  });
});
