// Model-based test: xstate/graph walks every shortest path of the checkout; each path is replayed
// on a real actor whose calls never answer by themselves (the path's api.* events answer them),
// checking invariants after every step.
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../shared/api-error';
import type { Result } from '../shared/result';
import {
  bottleCheckoutQuote,
  type BottleCheckoutEvent,
  type BottleCheckoutInput,
  type CreateBottleOrderInput,
} from './bottle-checkout-setup';
import { bottleCheckoutMachineWith } from './bottle-checkout-wiring';
import type { bottleCheckoutMachine } from './bottle-checkout.machine';
import type { BottleOrderResponse } from './bottle-order.schema';
import { loadBottleSelection, saveBottleSelection } from './bottle-storage';
import { c, catalog, dollarOff, fakePhone, MemoryStorage, taxedSettings, validForm } from '../testing/bottle-test-fixtures';

type Snapshot = SnapshotFrom<typeof bottleCheckoutMachine>;

const events: BottleCheckoutEvent[] = [
  { type: 'guest.editField', field: 'resClientName', value: 'Al' },
  { type: 'guest.editField', field: 'resClientName', value: 'Alice Doe' },
  { type: 'guest.editField', field: 'promoterIGname', value: 'promo_king' },
  { type: 'guest.editField', field: 'promoterIGname', value: '' },
  { type: 'guest.applyPromoterCode' },
  { type: 'api.promoterValidated', discount: dollarOff(2500) },
  { type: 'api.promoterRejected' },
  { type: 'guest.dismissPromoterPopup' },
  { type: 'guest.submit' },
  { type: 'guest.dismissAlert' },
  { type: 'api.orderCreated', response: { _id: 'order-1' } },
  { type: 'api.orderFailed', error: { _tag: 'NetworkError', message: 'offline' } },
  { type: 'api.orderFailed', error: { _tag: 'HttpError', status: 500, message: 'Server error', body: { message: '<p>Try later</p>' } } },
  { type: 'api.orderOutOfDate' },
  { type: 'guest.closeError' },
  { type: 'guest.chooseBottlesAgain' },
];

function selectionStorage(): MemoryStorage {
  const storage = new MemoryStorage();
  saveBottleSelection(
    storage,
    { guests: 4, date: { year: 2031, month: 5, day: 9 }, time: '11:00 PM', cart: { 'grey-goose': 1, moet: 1 } },
    { subtotal: c(47000), tableMinimum: c(40000) },
  );
  return storage;
}

const inputFor = (storage: MemoryStorage): BottleCheckoutInput => ({
  selection: loadBottleSelection(storage),
  catalog,
  settings: taxedSettings,
  currencySymbol: '$',
  checkoutId: 'visit',
  client: { userAgent: 'PC', ip: '203.0.113.9' },
  prefill: { ...validForm, resClientName: '' },
});

/** The wired machine whose calls never answer by themselves (the path's api.* events answer them). */
const wired = (storage: MemoryStorage, navigate: (to: string) => void) =>
  bottleCheckoutMachineWith({
    bottles: { createBottleOrder: () => never(), validatePromoterCode: () => never() },
    storage,
    phone: fakePhone,
    navigate,
  });

const abstractState = (snapshot: Snapshot): string => {
  const { form, promoterCode, promoter, promoterPopup, attempt, keys, orderError, firstInvalid, fieldErrors, orderId, outOfDateReason } =
    snapshot.context;
  return JSON.stringify({
    value: snapshot.value,
    status: snapshot.status,
    name: form.resClientName,
    code: form.promoterIGname,
    promoterCode,
    promotion: promoter?.promotionId ?? null,
    popup: promoterPopup !== null,
    key: attempt?.key ?? null,
    keys: keys.length,
    orderError,
    alert: firstInvalid?.field ?? null,
    errors: fieldErrors.length,
    orderId,
    outOfDateReason,
  });
};

const never = <T>() => new Promise<T>(() => undefined);

function replay(storage: MemoryStorage, steps: ReadonlyArray<{ readonly event: unknown; readonly state: Snapshot }>) {
  const selectionBefore = loadBottleSelection(storage);
  const calls: { readonly request: CreateBottleOrderInput; readonly signal: { readonly aborted: boolean } }[] = [];
  const navigations: string[] = [];
  const actor = createActor(
    wired(storage, (to) => void navigations.push(to)).provide({
      actors: {
        // The abort signal tells which call is still in flight.
        createBottleOrder: fromPromise<Result<BottleOrderResponse, ApiError>, CreateBottleOrderInput>(({ input: request, signal }) => {
          calls.push({ request, signal });
          return never();
        }),
      },
    }),
    { input: inputFor(storage) },
  );
  actor.start();
  const initialOrder = actor.getSnapshot().context.order;
  let ordersAccepted = 0;

  for (const step of steps) {
    if ((step.event as { type: string }).type === 'xstate.init') continue;
    const event = step.event as BottleCheckoutEvent;
    const wasSubmitting = actor.getSnapshot().matches({ checkout: { form: 'submitting' } });
    actor.send(event);
    const snapshot = actor.getSnapshot();
    if (wasSubmitting && event.type === 'api.orderCreated') ordersAccepted += 1;

    // the real actor follows the model
    expect(snapshot.value).toEqual(step.state.value);
    // the cart is never lost: the order and the stored selection stay as the bottle page left them
    expect(snapshot.context.order).toEqual(initialOrder);
    expect(loadBottleSelection(storage)).toEqual(selectionBefore);
    // at most one order call in flight, exactly while submitting
    const inFlight = calls.filter((call) => !call.signal.aborted).length;
    const submitting = snapshot.matches({ checkout: { form: 'submitting' } });
    expect(inFlight).toBe(submitting ? 1 : 0);
    // one key per payload, one payload per key: a retry can never create a second order
    const keyOf = new Map<string, string>();
    const payloadOf = new Map<string, string>();
    for (const { request } of calls) {
      const fingerprint = JSON.stringify(request.payload);
      expect(keyOf.get(fingerprint) ?? request.idempotencyKey).toBe(request.idempotencyKey);
      expect(payloadOf.get(request.idempotencyKey) ?? fingerprint).toBe(fingerprint);
      keyOf.set(fingerprint, request.idempotencyKey);
      payloadOf.set(request.idempotencyKey, fingerprint);
      expect(request.payload.status).toBe('Pending');
    }
    // at most one order is taken, and only it leads to payment
    expect(ordersAccepted).toBeLessThanOrEqual(1);
    if (snapshot.matches('paying')) {
      expect(navigations).toEqual(['/payment/bottles/order-1']);
      expect(storage.get('paymentRequest')).toBe('{"_id":"order-1"}');
    } else if (snapshot.matches('left')) {
      expect(navigations).toEqual(['/bottles']);
    } else {
      expect(navigations).toEqual([]);
      expect(storage.get('paymentRequest')).toBeNull();
    }
    // tags tell the UI the truth
    const validating = snapshot.matches({ checkout: { promoter: 'validating' } });
    expect(snapshot.hasTag('busy')).toBe(submitting || validating);
    expect(snapshot.hasTag('error')).toBe(snapshot.matches({ checkout: { form: 'failed' } }));
    expect(snapshot.hasTag('error')).toBe(snapshot.context.orderError !== null);
    // the alert shows exactly while a refused submit's first invalid field is named
    if (snapshot.matches({ checkout: { form: { editing: 'invalid' } } })) expect(snapshot.context.firstInvalid).not.toBeNull();
    const quote = bottleCheckoutQuote(snapshot.context);
    if (quote !== null)
      expect(quote.total).toBe(
        quote.subtotal + (quote.tax?.amount ?? 0) + (quote.service?.amount ?? 0) - (quote.discount?.amount ?? 0) - quote.promoterDiscount,
      );
  }
  return { calls };
}

describe('bottleCheckoutMachine, model-based', () => {
  const traverse = (storage: MemoryStorage, fromState?: Snapshot) =>
    getShortestPaths(
      wired(storage, () => undefined),
      {
        input: inputFor(storage),
        events,
        serializeState: (snapshot) => abstractState(snapshot as Snapshot),
        ...(fromState ? { fromState } : {}),
      },
    );

  const paths = traverse(selectionStorage());

  it('walks every shortest path of a current selection, keeping every invariant', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const expected of [
      { checkout: { form: { editing: 'ready' }, promoter: 'unvalidated' } },
      { checkout: { form: { editing: 'invalid' }, promoter: 'valid' } },
      { checkout: { form: 'submitting', promoter: 'valid' } },
      { checkout: { form: 'failed', promoter: 'unvalidated' } },
      { checkout: { form: { editing: 'ready' }, promoter: 'validating' } },
      'paying',
      'outOfDate',
      'left',
    ])
      expect(reached).toContain(JSON.stringify(expected));
    for (const path of paths) replay(selectionStorage(), path.steps);
  });

  it('walks every shortest path onward from a failed order, where retries happen', () => {
    const failed = paths.find((path) => path.state.matches({ checkout: { form: 'failed' } }) && path.state.context.keys.length === 1);
    if (!failed) throw new Error('the model must reach a failed order');
    const onward = traverse(selectionStorage(), failed.state);
    expect(onward.length).toBeGreaterThan(10);
    let retries = 0;
    for (const tail of onward) {
      const { calls } = replay(selectionStorage(), [...failed.steps, ...tail.steps.slice(1)]);
      if (calls.length > new Set(calls.map((call) => call.request.idempotencyKey)).size) retries += 1;
    }
    expect(retries).toBeGreaterThan(0);
  });

  it('walks every shortest path of a missing selection: out of date, then back to the bottles', () => {
    const missing = traverse(new MemoryStorage());
    expect(new Set(missing.map((path) => JSON.stringify(path.state.value)))).toEqual(new Set(['"outOfDate"', '"left"']));
    for (const path of missing) expect(replay(new MemoryStorage(), path.steps).calls).toEqual([]);
  });
});
