import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { readPhoneWith } from '../forms/phone-reading';
import type { ApiError } from '../shared/api-error';
import { err, ok, type Result } from '../shared/result';
import { startCollectingErrors } from '../testing/actor-errors';
import { expectRestorableSnapshot } from '../testing/restorable-snapshot';
import type { FinancialSettings } from '../venue/financial-settings.schema';
import { bottleCheckoutQuote, type BottleCheckoutInput, type CreateBottleOrderInput } from './bottle-checkout-setup';
import { bottleCheckoutMachineWith } from './bottle-checkout-wiring';
import { bottleCheckoutMachine, canSubmit } from './bottle-checkout.machine';
import type { BottleOrderResponse } from './bottle-order.schema';
import { loadBottleSelection, saveBottleSelection } from './bottle-storage';
import { unknownDevice, type GuestDevice } from '../shared/device';
import { c, catalog, fakePhone, MemoryStorage, onLocationSettings, taxedSettings, validForm } from '../testing/bottle-test-fixtures';
import type { PromoterValidation } from './promoter-discount.schema';

type OrderResult = Result<BottleOrderResponse, ApiError>;
type PromoterResult = Result<PromoterValidation, ApiError>;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** Storage as the bottle page leaves it for worked example 1 (or 2). */
function storageWithSelection(example: 1 | 2 = 1): MemoryStorage {
  const storage = new MemoryStorage();
  if (example === 1)
    saveBottleSelection(
      storage,
      { guests: 4, date: { year: 2031, month: 5, day: 9 }, time: '11:00 PM', cart: { 'grey-goose': 1, moet: 1 } },
      { subtotal: c(47000), tableMinimum: c(40000) },
    );
  else
    saveBottleSelection(
      storage,
      { guests: 2, date: { year: 2031, month: 5, day: 9 }, time: '11:00 PM', cart: { 'don-julio-1942': 2 } },
      { subtotal: c(36000), tableMinimum: c(30000) },
    );
  return storage;
}

const pageInput = {
  catalog,
  settings: taxedSettings,
  currencySymbol: '$',
  checkoutId: 'v',
  client: { userAgent: 'PC', ip: '' },
  prefill: validForm,
} as const;

function start(
  options: {
    orders?: OrderResult[];
    promoters?: PromoterResult[];
    storage?: MemoryStorage;
    settings?: FinancialSettings;
    input?: Partial<BottleCheckoutInput>;
    device?: () => GuestDevice;
  } = {},
) {
  const storage = options.storage ?? storageWithSelection();
  const orderCalls: CreateBottleOrderInput[] = [];
  const promoterCalls: string[] = [];
  const navigations: string[] = [];
  const orders = [...(options.orders ?? [ok({ _id: 'order-1' })])];
  const promoters = [...(options.promoters ?? [])];
  const machine = bottleCheckoutMachineWith({
    bottles: {
      createBottleOrder: async (payload, idempotencyKey) => {
        orderCalls.push({ payload, idempotencyKey });
        return orders.shift() ?? err({ _tag: 'NetworkError', message: 'no more answers' });
      },
      validatePromoterCode: async (promoterIGname) => {
        promoterCalls.push(promoterIGname);
        return promoters.shift() ?? ok({ success: false });
      },
    },
    storage,
    phone: fakePhone,
    navigate: (to) => void navigations.push(to),
    ...(options.device === undefined ? {} : { device: options.device }),
  });
  const { client: _, ...page } = pageInput;
  const input: BottleCheckoutInput = {
    selection: loadBottleSelection(storage),
    ...page,
    settings: options.settings ?? taxedSettings,
    checkoutId: 'visit-1',
    // A page drawn on the server knows no device: its wiring reads one at the first send.
    ...(options.device === undefined ? { client: { userAgent: 'Mobile', ip: '203.0.113.9' } } : {}),
  };
  const actor = createActor(machine, { input: { ...input, ...options.input } });
  actor.start();
  return { machine, actor, storage, orderCalls, promoterCalls, navigations };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));

describe('bottleCheckoutMachine', () => {
  it("carries the order secret of the create's answer to the payment page, and keeps only the id in storage", async () => {
    const { actor, storage, navigations } = start({ orders: [ok({ _id: 'order-1', orderSecret: 'S3cret_S3cret_S3cret_S3cret_0001' })] });
    actor.send({ type: 'guest.submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(navigations).toEqual(['/payment/bottles/order-1?secret=S3cret_S3cret_S3cret_S3cret_0001']);
    expect(actor.getSnapshot().context.orderSecret).toBe('S3cret_S3cret_S3cret_S3cret_0001');
    expect(storage.get('paymentRequest')).toBe('{"_id":"order-1"}');
  });

  it('creates a Pending order, keeps it for the payment page and goes to /payment/bottles/{orderId}', async () => {
    const { actor, storage, orderCalls, navigations } = start();
    expect(canSubmit(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'guest.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(orderCalls).toHaveLength(1);
    expect(orderCalls[0]).toMatchObject({
      idempotencyKey: 'visit-1-1',
      payload: { status: 'Pending', subTotal: 470, totalPrice: 558.72, userAgent: 'Mobile' },
    });
    expect(navigations).toEqual(['/payment/bottles/order-1']);
    expect(actor.getSnapshot().context.orderId).toBe('order-1');
    expect(storage.get('paymentRequest')).toBe('{"_id":"order-1"}');
    expect([storage.get('bottleTax'), storage.get('bottleService'), storage.get('bottleDiscount'), storage.get('locationPrice')]).toEqual([
      '4172',
      '9400',
      '4700',
      null,
    ]);
  });

  it('points at the first invalid field with the form alert, and sends nothing', () => {
    const { actor, orderCalls } = start({ input: { prefill: { ...validForm, resClientName: 'Al', city: '' } } });
    actor.send({ type: 'guest.submit' });
    let snapshot = actor.getSnapshot();
    expect(snapshot.matches({ checkout: { form: { editing: 'invalid' } } })).toBe(true);
    expect(snapshot.hasTag('warning')).toBe(true);
    expect(snapshot.context.firstInvalid).toEqual({ field: 'resClientName', placeholder: 'Card Holder Name', reason: 'too-short' });
    actor.send({ type: 'guest.editField', field: 'resClientName', value: 'Alice Doe' });
    snapshot = actor.getSnapshot();
    expect(snapshot.context.fieldErrors).toEqual([{ field: 'city', placeholder: 'City', reason: 'required' }]);
    expect(snapshot.context.firstInvalid?.field).toBe('resClientName');
    actor.send({ type: 'guest.dismissAlert' });
    expect(actor.getSnapshot().hasTag('warning')).toBe(false);
    expect(orderCalls).toEqual([]);
  });

  it('ignores a second submit while the first is in flight', async () => {
    const answer = deferred<OrderResult>();
    const orderCalls: unknown[] = [];
    const storage = storageWithSelection();
    const actor = createActor(
      bottleCheckoutMachineWith({
        bottles: {
          createBottleOrder: (payload) => (orderCalls.push(payload), answer.promise),
          validatePromoterCode: async () => ok({ success: false }),
        },
        storage,
        phone: fakePhone,
        navigate: () => undefined,
      }),
      { input: { ...pageInput, selection: loadBottleSelection(storage) } },
    );
    actor.start();
    actor.send({ type: 'guest.submit' });
    actor.send({ type: 'guest.submit' });
    actor.send({ type: 'guest.submit' });
    expect(canSubmit(actor.getSnapshot())).toBe(false);
    answer.resolve(ok({ _id: 'only-one' }));
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(orderCalls).toHaveLength(1);
  });

  it('shows the error modal on failure, keeps the form, and retries with the same idempotency key', async () => {
    const { actor, orderCalls, navigations } = start({
      orders: [err({ _tag: 'NetworkError', message: 'offline' }), ok({ _id: 'order-7' })],
    });
    actor.send({ type: 'guest.editField', field: 'specialRequest', value: 'Sparklers please' });
    actor.send({ type: 'guest.submit' });
    await settled(actor);
    let snapshot = actor.getSnapshot();
    expect(snapshot.matches({ checkout: { form: 'failed' } })).toBe(true);
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.orderError).toEqual({ kind: 'unreachable' });
    actor.send({ type: 'guest.submit' }); // the modal is open: nothing happens
    actor.send({ type: 'guest.closeError' });
    snapshot = actor.getSnapshot();
    expect(snapshot.matches({ checkout: { form: 'editing' } })).toBe(true);
    expect(snapshot.context.form).toEqual({ ...validForm, specialRequest: 'Sparklers please' });
    expect(snapshot.context.orderError).toBeNull();
    actor.send({ type: 'guest.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(orderCalls.map((call) => call.idempotencyKey)).toEqual(['visit-1-1', 'visit-1-1']);
    expect(orderCalls[1]?.payload).toEqual(orderCalls[0]?.payload);
    expect(navigations).toEqual(['/payment/bottles/order-7']);
  });

  it('with no device in its input (a page drawn on the server), reads it once, at the first send, so a retry is the same order', async () => {
    const devices: GuestDevice[] = [
      { userAgent: 'Mobile', ip: '' },
      { userAgent: 'Mobile', ip: '203.0.113.7' },
    ];
    let reads = 0;
    const { actor, orderCalls } = start({
      orders: [err({ _tag: 'NetworkError', message: 'offline' }), ok({ _id: 'order-8' })],
      device: () => devices[Math.min(reads++, devices.length - 1)] ?? unknownDevice,
    });
    expect(actor.getSnapshot().context.client).toBeNull();
    actor.send({ type: 'guest.submit' });
    await settled(actor);
    actor.send({ type: 'guest.closeError' });
    // The address arrives between the two sends; the retry still says what the first did.
    actor.send({ type: 'guest.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(reads).toBe(1);
    expect(orderCalls.map((call) => call.idempotencyKey)).toEqual(['visit-1-1', 'visit-1-1']);
    expect(orderCalls.map((call) => [call.payload.userAgent, call.payload.ip])).toEqual([
      ['Mobile', ''],
      ['Mobile', ''],
    ]);
  });

  it('uses a new idempotency key for a changed order, and the old key again for the old order', async () => {
    const offline = err({ _tag: 'NetworkError', message: 'offline' } as const);
    const { actor, orderCalls } = start({ orders: [offline, offline, ok({ _id: 'order-8' })] });
    actor.send({ type: 'guest.submit' });
    await settled(actor);
    actor.send({ type: 'guest.closeError' });
    actor.send({ type: 'guest.editField', field: 'resClientEmail', value: 'alice@example.org' });
    actor.send({ type: 'guest.submit' });
    await settled(actor);
    actor.send({ type: 'guest.closeError' });
    actor.send({ type: 'guest.editField', field: 'resClientEmail', value: validForm.resClientEmail });
    actor.send({ type: 'guest.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(orderCalls.map((call) => call.idempotencyKey)).toEqual(['visit-1-1', 'visit-1-2', 'visit-1-1']);
  });

  it("shows the server's message as the error modal's HTML when it sends one", async () => {
    const { actor } = start({
      orders: [err({ _tag: 'HttpError', status: 422, message: 'Unprocessable', body: { message: '<b>Card name invalid</b>' } })],
    });
    actor.send({ type: 'guest.submit' });
    await settled(actor);
    expect(actor.getSnapshot().context.orderError).toEqual({ kind: 'venue', html: '<b>Card name invalid</b>' });

    // The venue API's own error shape (docs/api-conventions.md): { error: { code, message } }.
    const venue = start({
      orders: [
        err({
          _tag: 'HttpError',
          status: 422,
          message: 'Unprocessable',
          body: { error: { code: 'invalid_input', message: 'clientEmail: Expected an e-mail address.' } },
        }),
      ],
    });
    venue.actor.send({ type: 'guest.submit' });
    await settled(venue.actor);
    expect(venue.actor.getSnapshot().context.orderError).toEqual({ kind: 'venue', html: 'clientEmail: Expected an e-mail address.' });

    const other = start({ orders: [err({ _tag: 'HttpError', status: 500, message: 'Server error', body: 'oops' })] });
    other.actor.send({ type: 'guest.submit' });
    await settled(other.actor);
    expect(other.actor.getSnapshot().context.orderError).toEqual({ kind: 'failed' });
  });

  it('goes out of date when the server answers 409, and back to /bottles from there', async () => {
    const { actor, navigations } = start({
      orders: [err({ _tag: 'HttpError', status: 409, message: 'Conflict', body: { message: 'prices changed' } })],
    });
    actor.send({ type: 'guest.submit' });
    await waitFor(actor, (s) => s.matches('outOfDate'));
    expect(actor.getSnapshot().context.outOfDateReason).toBe('server-conflict');
    expect(actor.getSnapshot().hasTag('warning')).toBe(true);
    actor.send({ type: 'guest.chooseBottlesAgain' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(navigations).toEqual(['/bottles']);
  });

  it('starts out of date when prices changed since the bottle page, or nothing was chosen', () => {
    const changed = start({ settings: { ...taxedSettings, bottlesMinimum: c(12500) } });
    expect(changed.actor.getSnapshot().value).toBe('outOfDate');
    expect(changed.actor.getSnapshot().context.outOfDateReason).toBe('minimum-changed');
    const empty = start({ storage: new MemoryStorage() });
    expect(empty.actor.getSnapshot().context.outOfDateReason).toBe('no-selection');
    empty.actor.send({ type: 'guest.submit' });
    expect(empty.orderCalls).toEqual([]);
  });

  it('applies a valid promoter code with the given popup and sends it with the order', async () => {
    const { actor, orderCalls, promoterCalls } = start({
      promoters: [ok({ success: true, data: { promotionId: 'promo-1', discountType: '$', discountAmount: c(2500) } })],
    });
    actor.send({ type: 'guest.editField', field: 'promoterIGname', value: ' promo_king ' });
    actor.send({ type: 'guest.applyPromoterCode' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches({ checkout: { promoter: 'valid' } }));
    const { context } = actor.getSnapshot();
    expect(promoterCalls).toEqual(['promo_king']);
    expect(context.promoterPopup).toEqual({ discount: 2500, total: 53372 });
    expect(bottleCheckoutQuote(context)).toMatchObject({ totalBeforePromoter: 55872, total: 53372, promoterDiscount: 2500 });
    actor.send({ type: 'guest.dismissPromoterPopup' });
    expect(actor.getSnapshot().context.promoterPopup).toBeNull();
    actor.send({ type: 'guest.applyPromoterCode' }); // same code: no second check
    expect(promoterCalls).toHaveLength(1);
    actor.send({ type: 'guest.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(orderCalls[0]?.payload).toMatchObject({
      promoterIGname: 'promo_king',
      promotionId: 'promo-1',
      promoterDiscount: 25,
      totalPrice: 533.72,
    });
  });

  it('drops the discount when the promoter code is edited', async () => {
    const { actor } = start({
      promoters: [ok({ success: true, data: { promotionId: 'promo-2', discountType: '%', discountAmount: 10 as never } })],
    });
    actor.send({ type: 'guest.editField', field: 'promoterIGname', value: 'promo_queen' });
    actor.send({ type: 'guest.applyPromoterCode' });
    await waitFor(actor, (s) => s.matches({ checkout: { promoter: 'valid' } }));
    actor.send({ type: 'guest.editField', field: 'promoterIGname', value: 'someone_else' });
    expect(actor.getSnapshot().matches({ checkout: { promoter: 'unvalidated' } })).toBe(true);
    expect(actor.getSnapshot().context.promoter).toBeNull();
  });

  it('stays unvalidated, silently, when the code is refused or the check fails', async () => {
    const { actor, promoterCalls } = start({ promoters: [ok({ success: false }), err({ _tag: 'NetworkError', message: 'offline' })] });
    actor.send({ type: 'guest.editField', field: 'promoterIGname', value: 'nobody' });
    actor.send({ type: 'guest.applyPromoterCode' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ checkout: { promoter: 'unvalidated' } })).toBe(true);
    actor.send({ type: 'guest.applyPromoterCode' });
    await settled(actor);
    const { context } = actor.getSnapshot();
    expect(promoterCalls).toEqual(['nobody', 'nobody']);
    expect([context.promoter, context.promoterPopup, context.orderError, context.firstInvalid]).toEqual([null, null, null, null]);
    expect(actor.getSnapshot().hasTag('error')).toBe(false);
  });

  it('keeps the location price when Bottles are paid on location (worked example 2)', async () => {
    const { actor, storage, orderCalls } = start({ storage: storageWithSelection(2), settings: onLocationSettings });
    actor.send({ type: 'guest.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(orderCalls[0]?.payload).toMatchObject({ subTotal: 360, totalPrice: 360, promo: null });
    expect([storage.get('bottleTax'), storage.get('bottleService'), storage.get('locationPrice')]).toEqual(['0', '0', '9675']);
  });

  it('fails loudly when the app did not provide the order call', async () => {
    const actor = createActor(bottleCheckoutMachine.provide({ actions: { readPhone: readPhoneWith(fakePhone) } }), {
      input: { ...pageInput, selection: loadBottleSelection(storageWithSelection()) },
    });
    const failure = new Promise<unknown>((resolve) => actor.subscribe({ error: resolve }));
    actor.start();
    actor.send({ type: 'guest.submit' });
    expect(String(await failure)).toContain('bottleCheckout: actor createBottleOrder not provided');
    expect(actor.getSnapshot().status).toBe('error');
  });

  it('fails loudly at once when the app did not provide the phone rules', () => {
    const { actor, errors } = startCollectingErrors(
      createActor(bottleCheckoutMachine, { input: { ...pageInput, selection: loadBottleSelection(storageWithSelection()) } }),
    );
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(errors[0])).toContain('bottleCheckout: action readPhone not provided');
  });

  it('asks the phone rules about the number as typed, once per change', () => {
    const asked: string[] = [];
    const storage = storageWithSelection();
    const phone = { isValid: (raw: string) => (asked.push(raw), fakePhone.isValid(raw)), toInternational: fakePhone.toInternational };
    const actor = createActor(
      bottleCheckoutMachineWith({
        bottles: { createBottleOrder: async () => ok({ _id: 'o' }), validatePromoterCode: async () => ok({ success: false }) },
        storage,
        phone,
        navigate: () => undefined,
      }),
      {
        input: { ...pageInput, selection: loadBottleSelection(storage) },
      },
    ).start();
    actor.send({ type: 'guest.editField', field: 'city', value: 'Brooklyn' });
    actor.send({ type: 'guest.editField', field: 'resClientPhoneNumber', value: '12' });
    actor.send({ type: 'guest.submit' });
    expect(asked).toEqual([validForm.resClientPhoneNumber, '12']);
    expect(actor.getSnapshot().context.fieldErrors).toEqual([
      { field: 'resClientPhoneNumber', placeholder: 'Cell Phone', reason: 'invalid-phone' },
    ]);
    expect(actor.getSnapshot().context.phoneReading).toEqual({ raw: '12', valid: false, international: null });
  });

  it('keeps a snapshot of plain data that restores, mid-checkout and after a failed order', async () => {
    const { machine, actor } = start({ orders: [err({ _tag: 'NetworkError', message: 'offline' })] });
    actor.send({ type: 'guest.editField', field: 'resClientName', value: 'Al' });
    actor.send({ type: 'guest.submit' });
    expect(actor.getSnapshot().matches({ checkout: { form: { editing: 'invalid' } } })).toBe(true);
    expectRestorableSnapshot(machine, actor);
    actor.send({ type: 'guest.editField', field: 'resClientName', value: 'Alice Doe' });
    actor.send({ type: 'guest.submit' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ checkout: { form: 'failed' } })).toBe(true);
    expectRestorableSnapshot(machine, actor);
  });
});
