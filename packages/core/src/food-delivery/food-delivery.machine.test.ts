import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { FoodOrderPayload } from '../orders/food-order.schema';
import { Schema } from 'effect';
import { fakePhone, taxedSettings } from '../testing/bottle-test-fixtures';
import { ControlledOrdersPort } from '../testing/controlled-orders-port';
import { foodMenu, refusingCheck, validFoodForm } from '../testing/food-test-fixtures';
import { unknownDevice } from '../shared/device';
import { startCollectingErrors } from '../testing/actor-errors';
import { foodCount } from './food-cart';
import type { FoodDeliveryField } from './food-delivery-form';
import { foodDeliveryWith } from './food-delivery-wiring';
import { canEdit, foodDeliveryMachine } from './food-delivery.machine';

const input = { menu: foodMenu, settings: taxedSettings, idempotencySeed: 'visit', client: { userAgent: 'PC' as const, ip: '' } };

async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

function start(options: { refuseIndex?: () => number | null } = {}) {
  const server = new ControlledOrdersPort();
  const navigated: string[] = [];
  const orders = options.refuseIndex ? refusingCheck(server, options.refuseIndex) : server;
  const actor = createActor(
    foodDeliveryWith({ orders, phone: fakePhone, navigate: (to) => navigated.push(to), reportDecodeError: () => {} }),
    {
      input,
    },
  ).start();
  const fill = () => {
    for (const [field, value] of Object.entries(validFoodForm))
      actor.send({ type: 'guest.editField', field: field as FoodDeliveryField, value });
  };
  return { server, navigated, actor, fill };
}

describe('food delivery machine', () => {
  it('offers only deliverable, priced items, by category in menu order', () => {
    const { actor } = start();
    const menu = actor.getSnapshot().context.menu;
    expect(menu.map((category) => category.name)).toEqual(['Starters', 'Sharing', 'Mains', 'Desserts']);
    expect(menu.flatMap((category) => category.items.map((item) => item._id))).toEqual(['fries', 'wings', 'burger', 'churros']);
  });

  it('refuses an empty cart and an incomplete form, naming the first invalid field, then follows corrections', () => {
    const { actor } = start();
    actor.send({ type: 'guest.submit' });
    let s = actor.getSnapshot();
    expect(s.matches({ ordering: { editing: 'invalid' } })).toBe(true);
    expect(s.context.firstInvalid?.field).toBe('items');
    actor.send({ type: 'guest.addItem', itemId: 'fries' });
    actor.send({ type: 'guest.submit' });
    s = actor.getSnapshot();
    expect(s.context.firstInvalid?.field).toBe('clientName');
    actor.send({ type: 'guest.editField', field: 'clientName', value: 'Dana Guest' });
    expect(actor.getSnapshot().context.fieldErrors.map((e) => e.field)).toEqual([
      'clientEmail',
      'clientPhoneNumber',
      'clientAddress',
      'city',
    ]);
    actor.send({ type: 'guest.editField', field: 'clientPhoneNumber', value: '12' });
    actor.send({ type: 'guest.submit' });
    expect(actor.getSnapshot().context.fieldErrors.find((e) => e.field === 'clientPhoneNumber')?.reason).toBe('invalid-phone');
  });

  it('places one order for a double submit: check, create, fetch, confirm, then the payment page', async () => {
    const { actor, server, navigated, fill } = start();
    actor.send({ type: 'guest.addItem', itemId: 'wings' });
    actor.send({ type: 'guest.addItem', itemId: 'fries' });
    actor.send({ type: 'guest.addItem', itemId: 'fries' });
    fill();
    actor.send({ type: 'guest.submit' });
    actor.send({ type: 'guest.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(canEdit(actor.getSnapshot())).toBe(false);
    for (const method of ['checkGroup', 'createOrder', 'fetchOrder', 'confirmOrder'] as const) {
      await settle();
      expect(server.pendingMethods).toEqual([method]);
      server.settleNext('ok');
    }
    await waitFor(actor, (s) => s.status === 'done');
    expect(navigated).toEqual(['/payment/food/order-1']);
    expect(server.ordersByKey.size).toBe(1);
    const [created] = server.calls.filter((call) => call.method === 'createOrder');
    expect(created?.args[2]).toBe('visit-1');
    const payload = created?.args[1];
    expect(Schema.decodeUnknownExit(FoodOrderPayload)(payload)._tag).toBe('Success');
    expect(payload).toMatchObject({
      items: [
        { itemId: 'fries', quantity: 2 },
        { itemId: 'wings', quantity: 1 },
      ],
      city: 'Brooklyn',
    });
  });

  it('with no device in its input (a page drawn on the server), reads it at each send from the edge', async () => {
    const server = new ControlledOrdersPort();
    const devices = [
      { userAgent: 'Mobile' as const, ip: '' },
      { userAgent: 'Mobile' as const, ip: '203.0.113.7' },
    ];
    let reads = 0;
    const device = () => devices[Math.min(reads++, devices.length - 1)] ?? unknownDevice;
    const logic = foodDeliveryWith({ orders: server, phone: fakePhone, navigate: () => undefined, reportDecodeError: () => {}, device });
    const actor = createActor(logic, { input: { menu: foodMenu, settings: taxedSettings, idempotencySeed: 'visit' } }).start();
    expect(actor.getSnapshot().context.client).toEqual(unknownDevice);
    expect(reads).toBe(0);
    actor.send({ type: 'guest.addItem', itemId: 'fries' });
    for (const [field, value] of Object.entries(validFoodForm))
      actor.send({ type: 'guest.editField', field: field as FoodDeliveryField, value });
    actor.send({ type: 'guest.submit' });
    await settle();
    // The venue refuses the check: the guest is back on the form and sends again.
    server.settleNext('rejected');
    await settle();
    expect(actor.getSnapshot().matches({ ordering: 'editing' })).toBe(true);
    actor.send({ type: 'guest.submit' });
    await settle();
    // The first send said what the device was then; the second, what it had become (a stored address).
    expect(server.devicesChecked).toEqual([
      ['Mobile', undefined],
      ['Mobile', '203.0.113.7'],
    ]);
  });

  it('takes out an item the venue refuses, says so, keeps the rest, and never adds it again', async () => {
    let refuse: number | null = 0;
    const { actor, server, fill } = start({ refuseIndex: () => refuse });
    actor.send({ type: 'guest.addItem', itemId: 'fries' });
    actor.send({ type: 'guest.addItem', itemId: 'burger' });
    fill();
    actor.send({ type: 'guest.submit' });
    await settle();
    server.settleNext('rejected');
    await settle();
    let s = actor.getSnapshot();
    expect(s.matches({ ordering: 'editing' })).toBe(true);
    expect(s.context.cart).toEqual({ burger: 1 });
    expect(s.context.unavailable).toEqual(['fries']);
    expect(s.context.notice).toEqual({ kind: 'item-removed', name: 'Truffle Fries' });
    expect(s.context.form).toEqual(validFoodForm);
    actor.send({ type: 'guest.addItem', itemId: 'fries' });
    expect(actor.getSnapshot().context.cart).toEqual({ burger: 1 });

    refuse = null;
    actor.send({ type: 'guest.submit' });
    s = actor.getSnapshot();
    expect(s.context.notice).toBeNull();
    await settle();
    expect(server.pendingMethods).toEqual(['checkGroup']);
    expect(server.calls.at(-1)?.args[1]).toMatchObject({ items: [{ itemId: 'burger', quantity: 1 }] });
  });

  it("shows the venue's message for another refusal before any order, and lets the guest edit", async () => {
    const { actor, server, fill } = start();
    actor.send({ type: 'guest.addItem', itemId: 'fries' });
    fill();
    actor.send({ type: 'guest.submit' });
    await settle();
    server.settleNext('rejected');
    await settle();
    const s = actor.getSnapshot();
    expect(s.matches({ ordering: 'editing' })).toBe(true);
    expect(s.context.notice).toEqual({ kind: 'refused', message: 'These tickets are sold out.' });
    expect(s.context.cart).toEqual({ fries: 1 });
  });

  it('keeps everything after a lost answer and retries with the same key, so one order exists', async () => {
    const { actor, server, navigated, fill } = start();
    actor.send({ type: 'guest.addItem', itemId: 'fries' });
    fill();
    actor.send({ type: 'guest.submit' });
    await settle();
    server.settleNext('ok');
    await settle();
    server.settleNext('network');
    await settle();
    expect(actor.getSnapshot().matches({ ordering: { failed: 'temporary' } })).toBe(true);
    // Edits wait while the failure shows: the retry sends what was sent.
    actor.send({ type: 'guest.addItem', itemId: 'wings' });
    expect(foodCount(actor.getSnapshot().context.cart)).toBe(1);
    actor.send({ type: 'guest.retry' });
    for (let i = 0; i < 3; i++) {
      await settle();
      server.settleNext('ok');
    }
    await waitFor(actor, (s) => s.status === 'done');
    const keys = server.calls.filter((call) => call.method === 'createOrder').map((call) => call.args[2]);
    expect(keys).toEqual(['visit-1', 'visit-1']);
    expect(server.ordersByKey.size).toBe(1);
    expect(navigated).toEqual(['/payment/food/order-1']);
  });

  it('starts over after an unreadable answer with the cart and form kept', async () => {
    const { actor, server, fill } = start();
    actor.send({ type: 'guest.addItem', itemId: 'churros' });
    fill();
    actor.send({ type: 'guest.submit' });
    await settle();
    server.settleNext('unreadable');
    await settle();
    expect(actor.getSnapshot().matches({ ordering: { failed: 'unreadable' } })).toBe(true);
    actor.send({ type: 'guest.startOver' });
    const s = actor.getSnapshot();
    expect(s.matches({ ordering: 'editing' })).toBe(true);
    expect(s.context.cart).toEqual({ churros: 1 });
    expect(s.context.form).toEqual(validFoodForm);
  });

  it('fails loudly without its effects', () => {
    const { errors } = startCollectingErrors(createActor(foodDeliveryMachine, { input }));
    expect(String(errors[0])).toContain('foodDelivery: action readPhone not provided');
  });
});
