import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { bottleFlowMachine, bottleFlowQuote, type BottleFlowInput } from './bottle-flow.machine';
import { bottleFlowWith, storedBottleDraft } from './bottle-flow-wiring';
import { bottleQuantityKey, storageKeys } from '../ports/storage-keys';
import { loadBottleDraft, loadBottleSelection, saveBottleSelection } from './bottle-storage';
import { bottleDraftKeys } from './bottle-storage-keys';
import { catalog, MemoryStorage, taxedSettings } from '../testing/bottle-test-fixtures';
import { startCollectingErrors } from '../testing/actor-errors';
import { expectRestorableSnapshot } from '../testing/restorable-snapshot';

const today = { year: 2031, month: 5, day: 9 };

function start(overrides: Partial<BottleFlowInput> = {}) {
  const storage = new MemoryStorage();
  const navigations: string[] = [];
  const machine = bottleFlowWith({ storage, navigate: (to) => void navigations.push(to) });
  const actor = createActor(machine, { input: { catalog, settings: taxedSettings, today, ...overrides } });
  actor.start();
  return { machine, actor, storage, navigations };
}

describe('bottleFlowMachine', () => {
  it('guides the guest from Start Here to checkout, stores the selection and goes to /bottle-checkout', async () => {
    const { actor, storage, navigations } = start();
    expect(actor.getSnapshot().value).toBe('intro');
    actor.send({ type: 'guest.start' });
    actor.send({ type: 'guest.selectGuests', guests: 4 });
    actor.send({ type: 'guest.selectDate', date: { year: 2031, month: 5, day: 10 } });
    actor.send({ type: 'guest.selectTime', time: '11:00 PM' });
    expect(actor.getSnapshot().value).toEqual({ selecting: 'browsing' });
    actor.send({ type: 'guest.addBottle', bottleId: 'grey-goose' });
    actor.send({ type: 'guest.addBottle', bottleId: 'moet' });
    expect(bottleFlowQuote(actor.getSnapshot().context)).toMatchObject({
      tableMinimum: 40000,
      subtotal: 47000,
      remaining: 0,
      canCheckout: true,
    });
    actor.send({ type: 'guest.checkout' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(navigations).toEqual(['/bottle-checkout']);
    expect(loadBottleSelection(storage)).toEqual({
      ok: true,
      value: {
        guests: 4,
        date: { year: 2031, month: 5, day: 10 },
        time: '11:00 PM',
        cart: { 'grey-goose': 1, moet: 1 },
        subtotal: 47000,
        tableMinimum: 40000,
      },
    });
  });

  it('warns when guests, date or time are missing', () => {
    const { actor, navigations } = start();
    actor.send({ type: 'guest.closeGuide' });
    actor.send({ type: 'guest.addBottle', bottleId: 'grey-goose' });
    actor.send({ type: 'guest.checkout' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('warning')).toBe(true);
    expect(snapshot.context.warning).toBe('missing-selection');
    actor.send({ type: 'guest.dismissWarning' });
    expect(actor.getSnapshot().hasTag('warning')).toBe(false);
    expect(actor.getSnapshot().context.cart).toEqual({ 'grey-goose': 1 });
    expect(navigations).toEqual([]);
  });

  it('warns until the minimum is met with at least one bottle', () => {
    const { actor, navigations } = start({ settings: { ...taxedSettings, bottlesMinimum: 0 as never } });
    actor.send({ type: 'guest.closeGuide' });
    actor.send({ type: 'guest.selectGuests', guests: 2 });
    actor.send({ type: 'guest.selectDate', date: today });
    actor.send({ type: 'guest.selectTime', time: '10:00 PM' });
    actor.send({ type: 'guest.checkout' });
    expect(actor.getSnapshot().context.warning).toBe('minimum-charge');

    const second = start();
    second.actor.send({ type: 'guest.closeGuide' });
    second.actor.send({ type: 'guest.selectGuests', guests: 4 });
    second.actor.send({ type: 'guest.selectDate', date: today });
    second.actor.send({ type: 'guest.selectTime', time: '10:00 PM' });
    second.actor.send({ type: 'guest.addBottle', bottleId: 'moet' });
    second.actor.send({ type: 'guest.checkout' });
    expect(second.actor.getSnapshot().context.warning).toBe('minimum-charge');
    expect(bottleFlowQuote(second.actor.getSnapshot().context).remaining).toBe(20500);
    expect([...navigations, ...second.navigations]).toEqual([]);
  });

  it('ignores choices the page does not offer', () => {
    const { actor } = start();
    actor.send({ type: 'guest.start' });
    actor.send({ type: 'guest.selectGuests', guests: 1 }); // below minGuestCount 2
    actor.send({ type: 'guest.selectGuests', guests: 21 });
    expect(actor.getSnapshot().value).toBe('guests');
    actor.send({ type: 'guest.selectGuests', guests: 2 });
    actor.send({ type: 'guest.selectDate', date: { year: 2031, month: 5, day: 8 } }); // yesterday
    expect(actor.getSnapshot().value).toBe('date');
    actor.send({ type: 'guest.selectDate', date: today });
    actor.send({ type: 'guest.selectTime', time: '7:00 PM' }); // the venue offers 10, 11 PM and midnight
    expect(actor.getSnapshot().value).toBe('time');
    actor.send({ type: 'guest.selectTime', time: '12:00 AM' });
    actor.send({ type: 'guest.addBottle', bottleId: 'house-vodka' }); // no price: hidden
    actor.send({ type: 'guest.removeBottle', bottleId: 'moet' }); // never below 0
    expect(actor.getSnapshot().context).toMatchObject({ guests: 2, date: today, time: '12:00 AM', cart: {} });
  });

  it('takes no weekday the venue is closed, in the guide, on the page or from storage', () => {
    const monday = { year: 2031, month: 5, day: 12 };
    const tuesday = { year: 2031, month: 5, day: 13 };
    const { actor } = start({ closedDays: ['Monday'] });
    actor.send({ type: 'guest.start' });
    actor.send({ type: 'guest.selectGuests', guests: 2 });
    actor.send({ type: 'guest.selectDate', date: monday });
    expect(actor.getSnapshot().value).toBe('date');
    expect(actor.getSnapshot().context.date).toBeNull();
    actor.send({ type: 'guest.selectDate', date: tuesday });
    expect(actor.getSnapshot().value).toBe('time');
    actor.send({ type: 'guest.closeGuide' });
    actor.send({ type: 'guest.selectDate', date: monday });
    expect(actor.getSnapshot().context.date).toEqual(tuesday);

    const resumed = start({ closedDays: ['Monday'], stored: { guests: 2, date: monday, time: null, cart: {} } });
    expect(resumed.actor.getSnapshot().context).toMatchObject({ guests: 2, date: null });
    // Without closed days, a Monday is a night like any other.
    expect(start({ stored: { guests: 2, date: monday, time: null, cart: {} } }).actor.getSnapshot().context.date).toEqual(monday);
  });

  it('offers the default arrival times when the venue has none', () => {
    const { actor } = start({ settings: { ...taxedSettings, bottlesTimes: [] } });
    expect(actor.getSnapshot().context.timeChoices[0]).toBe('7:00 PM');
    expect(actor.getSnapshot().context.timeChoices.at(-1)).toBe('2:00 AM');
    expect(actor.getSnapshot().context.guestChoices).toEqual(Array.from({ length: 19 }, (_, i) => i + 2));
  });

  it.each([
    ['storage', bottleFlowMachine, 'bottleFlow: action storeSelection not provided'],
    ['navigation', bottleFlowMachine.provide({ actions: { storeSelection: () => undefined } }), 'bottleFlow: action navigate not provided'],
  ])('fails loudly when the app did not provide %s', (_, machine, message) => {
    const { actor, errors } = startCollectingErrors(
      createActor(machine, { input: { catalog, settings: { ...taxedSettings, bottlesMinimum: 0 as never }, today } }),
    );
    actor.send({ type: 'guest.closeGuide' });
    actor.send({ type: 'guest.selectGuests', guests: 2 });
    actor.send({ type: 'guest.selectDate', date: today });
    actor.send({ type: 'guest.selectTime', time: '10:00 PM' });
    actor.send({ type: 'guest.addBottle', bottleId: 'moet' });
    actor.send({ type: 'guest.checkout' });
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(errors[0])).toContain(message);
  });

  it('keeps every accepted choice in storage as it is made, and drops a missing one', () => {
    const { actor, storage } = start();
    actor.send({ type: 'guest.start' });
    actor.send({ type: 'guest.selectGuests', guests: 3 });
    expect(loadBottleDraft(storage)).toEqual({ guests: 3, date: null, time: null, cart: {} });
    actor.send({ type: 'guest.selectDate', date: today });
    actor.send({ type: 'guest.selectTime', time: '11:00 PM' });
    actor.send({ type: 'guest.addBottle', bottleId: 'moet' });
    actor.send({ type: 'guest.addBottle', bottleId: 'moet' });
    expect(loadBottleDraft(storage)).toEqual({ guests: 3, date: today, time: '11:00 PM', cart: { moet: 2 } });
    expect(storage.get('bottlesTotalPrice')).toBe('39000');
    expect(storage.get('totalPrice')).toBe('30000');
    actor.send({ type: 'guest.selectGuests', guests: 5 });
    expect(storage.get('totalPrice')).toBe('50000');
    actor.send({ type: 'guest.removeBottle', bottleId: 'moet' });
    actor.send({ type: 'guest.removeBottle', bottleId: 'moet' });
    expect(storage.get('bottlemoet')).toBeNull();
    expect(loadBottleDraft(storage).cart).toEqual({});
  });

  it('takes up a stored selection where the guest left it, without the guide', () => {
    const storage = new MemoryStorage();
    saveBottleSelection(
      storage,
      { guests: 4, date: today, time: '11:00 PM', cart: { 'grey-goose': 1, moet: 2 } },
      { subtotal: 66500 as never, tableMinimum: 40000 as never },
    );
    const { actor } = start({ stored: loadBottleDraft(storage) });
    expect(actor.getSnapshot().value).toEqual({ selecting: 'browsing' });
    expect(actor.getSnapshot().context).toMatchObject({ guests: 4, date: today, time: '11:00 PM', cart: { 'grey-goose': 1, moet: 2 } });
    expect(bottleFlowQuote(actor.getSnapshot().context)).toMatchObject({ subtotal: 66500, remaining: 0, canCheckout: true });
  });

  it('drops stored choices the page no longer offers: a past date, a time or guest count not offered, a bottle not sold', () => {
    const stored = {
      guests: 1,
      date: { year: 2031, month: 5, day: 8 },
      time: '7:00 PM',
      cart: { 'house-vodka': 1, mystery: 2, moet: 3, gone: 1 },
    };
    const { actor } = start({ stored });
    expect(actor.getSnapshot().value).toEqual({ selecting: 'browsing' });
    expect(actor.getSnapshot().context).toMatchObject({ guests: null, date: null, time: null, cart: { moet: 3 } });
  });

  it('reads what storage kept into its input at the edge', () => {
    const storage = new MemoryStorage();
    saveBottleSelection(
      storage,
      { guests: 2, date: null, time: null, cart: { moet: 1 } },
      { subtotal: 19500 as never, tableMinimum: 20000 as never },
    );
    expect(storedBottleDraft(storage)).toEqual({
      guests: 2,
      date: null,
      time: null,
      cart: { moet: 1 },
    });
  });

  it('finds no stored draft in empty storage, and one as soon as a choice or a bottle was kept', () => {
    const storage = new MemoryStorage();
    expect(storedBottleDraft(storage)).toBeUndefined();
    saveBottleSelection(
      storage,
      { guests: null, date: null, time: null, cart: { moet: 2 } },
      { subtotal: 39000 as never, tableMinimum: 0 as never },
    );
    expect(storedBottleDraft(storage)).toEqual({ guests: null, date: null, time: null, cart: { moet: 2 } });
  });

  it('reads a draft from bottleDraftKeys only: any other key leaves the page as drawn without storage', () => {
    const storage = new MemoryStorage();
    for (const key of storageKeys) if (!(bottleDraftKeys as readonly string[]).includes(key)) storage.set(key, '2');
    storage.set(bottleQuantityKey('moet'), '2');
    expect(storedBottleDraft(storage)).toBeUndefined();
    storage.set('reservationTime', '11:00 PM');
    expect(storedBottleDraft(storage)).toMatchObject({ time: '11:00 PM' });
  });

  it('starts with the guide when nothing usable was stored', () => {
    const { actor } = start({ stored: { guests: 25, date: null, time: null, cart: { gone: 1 } } });
    expect(actor.getSnapshot().value).toBe('intro');
  });

  it('keeps a snapshot of plain data that restores, the cart and a warning included', () => {
    const { machine, actor } = start();
    actor.send({ type: 'guest.closeGuide' });
    actor.send({ type: 'guest.selectGuests', guests: 4 });
    actor.send({ type: 'guest.addBottle', bottleId: 'grey-goose' });
    actor.send({ type: 'guest.checkout' });
    expect(actor.getSnapshot().hasTag('warning')).toBe(true);
    expectRestorableSnapshot(machine, actor);
  });
});
