// Model-based test: xstate/graph walks every shortest path of the food delivery machine (the order flow's
// reports as events), then replays each path on a live actor whose order flow calls the controlled
// backend, checking the same state is reached and the invariants hold after every step.
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { readPhoneWith } from '../forms/phone-reading';
import { fakePhone, taxedSettings } from '../testing/bottle-test-fixtures';
import { ControlledOrdersPort, type CallOutcome, type OrdersMethod } from '../testing/controlled-orders-port';
import { foodMenu, refusingCheck, validFoodForm } from '../testing/food-test-fixtures';
import { foodCount } from './food-cart';
import { validateFoodDelivery } from './food-delivery-form';
import type { FoodDeliveryEvent } from './food-delivery-setup';
import { foodDeliveryWith } from './food-delivery-wiring';
import { foodDeliveryMachine } from './food-delivery.machine';
import type { FlowFailure } from './food-order-refusal';

const input = { menu: foodMenu, settings: taxedSettings, idempotencySeed: 'seed', client: { userAgent: 'PC' as const, ip: '' } };
// The pure machine with the phone rules, so its form can become valid while the graph is walked.
const model = foodDeliveryMachine.provide({ actions: { readPhone: readPhoneWith(fakePhone), navigate: () => undefined } });

const failure = (step: FlowFailure['step'], kind: FlowFailure['kind'], refusedItemId: string | null = null): FoodDeliveryEvent => ({
  type: 'flow.failed',
  failure: { step, kind, message: kind === 'rejected' ? 'These tickets are sold out.' : null, wait: null, refusedItemId },
});
const fields = ['clientName', 'clientEmail', 'clientPhoneNumber', 'clientAddress', 'city'] as const;
const events: FoodDeliveryEvent[] = [
  { type: 'guest.addItem', itemId: 'fries' },
  { type: 'guest.addItem', itemId: 'burger' },
  { type: 'guest.removeItem', itemId: 'fries' },
  ...fields.map((field) => ({ type: 'guest.editField' as const, field, value: validFoodForm[field] })),
  { type: 'guest.submit' },
  { type: 'guest.dismissAlert' },
  { type: 'guest.retry' },
  { type: 'guest.startOver' },
  { type: 'flow.reviewing', orderId: 'order-1' },
  { type: 'flow.confirmed' },
  failure('check', 'rejected', 'fries'),
  failure('check', 'rejected'),
  failure('create', 'temporary'),
  failure('fetch', 'unreadable'),
  failure('confirm', 'rejected'),
];

type Snapshot = SnapshotFrom<typeof foodDeliveryMachine>;

const abstractState = (s: Snapshot) =>
  JSON.stringify({
    value: s.value,
    items: Object.keys(s.context.cart),
    filled: fields.filter((field) => s.context.form[field] !== ''),
    errors: s.context.fieldErrors.length,
    alert: s.context.firstInvalid !== null,
    notice: s.context.notice !== null,
    unavailable: s.context.unavailable,
    orderKnown: s.context.orderId !== null,
    failure: s.context.failure && { step: s.context.failure.step, kind: s.context.failure.kind },
  });

const paths = getShortestPaths(model, { input, events, serializeState: (s) => abstractState(s as Snapshot) });

function expectInvariants(s: Snapshot): void {
  const { context } = s;
  // Nothing is ever sent without a dish or with a field the rules refuse.
  if (s.hasTag('busy')) {
    expect(foodCount(context.cart)).toBeGreaterThan(0);
    expect(validateFoodDelivery(context.form, foodCount(context.cart), fakePhone)).toEqual([]);
  }
  // A refused item is out of the cart for good, and the guest was told.
  for (const id of context.unavailable) expect(context.cart[id]).toBeUndefined();
  if (s.hasTag('error')) expect(context.failure).not.toBeNull();
  if (s.status === 'done') expect(context.orderId).not.toBeNull();
}

async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

const stepOrder: readonly OrdersMethod[] = ['checkGroup', 'createOrder', 'fetchOrder', 'confirmOrder'];
const methodOf = { check: 'checkGroup', create: 'createOrder', fetch: 'fetchOrder', confirm: 'confirmOrder' } as const;
const outcomeOfKind: Record<FlowFailure['kind'], CallOutcome> = { temporary: 'network', rejected: 'rejected', unreadable: 'unreadable' };

describe('food delivery, every shortest path', () => {
  it('covers every state of the machine', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const value of [
      { ordering: { editing: 'ready' } },
      { ordering: { editing: 'invalid' } },
      { ordering: 'submitting' },
      { ordering: { failed: 'temporary' } },
      { ordering: { failed: 'rejected' } },
      { ordering: { failed: 'unreadable' } },
      'paying',
    ])
      expect(reached).toContain(JSON.stringify(value));
    for (const path of paths) expectInvariants(path.state as Snapshot);
  });

  let replayed = 0;
  it.each(paths.map((p) => [p.steps.map((s) => s.event.type).join(' > ') || '(initial)', p] as const))('%s', async (_, path) => {
    const server = new ControlledOrdersPort();
    let refuse: number | null = null;
    const orders = refusingCheck(server, () => refuse);
    const actor = createActor(
      foodDeliveryWith({ orders, phone: fakePhone, navigate: () => undefined, reportDecodeError: () => undefined }),
      {
        input,
      },
    ).start();

    const settleUntil = async (before: OrdersMethod | null): Promise<boolean> => {
      for (;;) {
        await settle();
        const [pending] = server.pendingMethods;
        if (pending === undefined || pending === before) return true;
        if (before !== null && stepOrder.indexOf(pending) > stepOrder.indexOf(before)) return false;
        server.settleNext('ok');
      }
    };

    for (const step of path.steps) {
      const event = step.event as FoodDeliveryEvent | { type: 'xstate.init' };
      const submitting = actor.getSnapshot().matches({ ordering: 'submitting' });
      if (event.type === 'xstate.init') continue;
      if (!event.type.startsWith('flow.')) actor.send(event as FoodDeliveryEvent);
      else if (submitting && event.type === 'flow.reviewing') {
        if (!(await settleUntil('confirmOrder'))) return;
      } else if (submitting && event.type === 'flow.confirmed') await settleUntil(null);
      else if (submitting && event.type === 'flow.failed') {
        const method = methodOf[event.failure.step];
        if (!(await settleUntil(method)) || server.pendingMethods[0] !== method) return;
        if (event.failure.refusedItemId !== null) {
          // The venue names the item by its place in what was sent; an item that was not sent cannot be refused.
          const sent = (server.calls.at(-1)?.args[1] as { items: { itemId: string }[] }).items;
          refuse = sent.findIndex((item) => item.itemId === event.failure.refusedItemId);
          if (refuse < 0) return;
        }
        server.settleNext(outcomeOfKind[event.failure.kind], method);
      }
      await settle();
      refuse = null;

      const live = actor.getSnapshot();
      // A venue that replays an order under a kept key cannot refuse it: such paths end here.
      if (abstractState(live) !== abstractState(step.state as Snapshot) && server.ordersByKey.size > 0) return;
      expect(live.status).not.toBe('error');
      expect(abstractState(live)).toBe(abstractState(step.state as Snapshot));
      expectInvariants(live);
      expect(server.ordersByKey.size).toBeLessThanOrEqual(1);
      expect(server.pendingMethods.length).toBe(live.hasTag('busy') ? 1 : 0);
    }
    replayed++;
  });

  it('replays most paths to their end', () => {
    expect(replayed).toBeGreaterThan(paths.length / 2);
  });
});
