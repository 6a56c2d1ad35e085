// Model-based test: xstate/graph walks every shortest path of the bottle flow; each path is
// replayed on a real actor, checking invariants after every step.
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { visibleCatalog } from './bottle-catalog';
import { bottleFlowMachine, bottleFlowQuote, type BottleFlowEvent } from './bottle-flow.machine';
import { bottleFlowWith } from './bottle-flow-wiring';
import { loadBottleDraft, loadBottleSelection } from './bottle-storage';
import { addBottle, quantityOf, removeBottle, type Cart } from './cart';
import { catalog, MemoryStorage, taxedSettings } from '../testing/bottle-test-fixtures';

const today = { year: 2031, month: 5, day: 9 };
const visibleIds = new Set(visibleCatalog(catalog).flatMap((category) => category.bottles.map((bottle) => bottle.id)));

const events: BottleFlowEvent[] = [
  { type: 'guest.start' },
  { type: 'guest.closeGuide' },
  { type: 'guest.selectGuests', guests: 2 },
  { type: 'guest.selectGuests', guests: 4 },
  { type: 'guest.selectGuests', guests: 1 },
  { type: 'guest.selectDate', date: today },
  { type: 'guest.selectDate', date: { year: 2031, month: 5, day: 8 } },
  { type: 'guest.selectTime', time: '10:00 PM' },
  { type: 'guest.addBottle', bottleId: 'grey-goose' },
  { type: 'guest.addBottle', bottleId: 'moet' },
  { type: 'guest.addBottle', bottleId: 'house-vodka' },
  { type: 'guest.removeBottle', bottleId: 'moet' },
  { type: 'guest.checkout' },
  { type: 'guest.dismissWarning' },
];

type Snapshot = SnapshotFrom<typeof bottleFlowMachine>;
const abstractState = (snapshot: Snapshot) => {
  const { guests, date, time, cart, warning } = snapshot.context;
  return JSON.stringify({ value: snapshot.value, status: snapshot.status, guests, date, time, cart, warning });
};

/** The cart as the guest's clicks define it, computed without the machine. */
function expectedCart(cart: Cart, event: BottleFlowEvent): Cart {
  if (event.type === 'guest.addBottle' && visibleIds.has(event.bottleId)) return addBottle(cart, event.bottleId);
  if (event.type === 'guest.removeBottle' && visibleIds.has(event.bottleId)) return removeBottle(cart, event.bottleId);
  return cart;
}

describe('bottleFlowMachine, model-based', () => {
  const input = { catalog, settings: taxedSettings, today };
  const paths = getShortestPaths(bottleFlowMachine, {
    input,
    events,
    serializeState: (snapshot) => abstractState(snapshot as Snapshot),
    // Two of a bottle is enough to reach every state; more only repeats them.
    filterEvents: (snapshot, event) => event.type !== 'guest.addBottle' || quantityOf(snapshot.context.cart, event.bottleId) < 2,
  });

  it('reaches every state, including checkout and both warnings', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect(reached).toEqual(
      new Set(['"intro"', '"guests"', '"date"', '"time"', '{"selecting":"browsing"}', '{"selecting":"warning"}', '"checkedOut"']),
    );
    const warnings = new Set(paths.map((path) => path.state.context.warning));
    expect(warnings).toEqual(new Set([null, 'missing-selection', 'minimum-charge']));
    expect(paths.length).toBeGreaterThan(100);
  });

  it('on every shortest path, never loses the cart, keeps it in storage and checks out only a valid selection, once', () => {
    for (const path of paths) {
      const storage = new MemoryStorage();
      const navigations: string[] = [];
      const actor = createActor(bottleFlowWith({ storage, navigate: (to) => void navigations.push(to) }), { input });
      actor.start();
      let cart: Cart = {};
      for (const step of path.steps) {
        const event = step.event as BottleFlowEvent;
        if (actor.getSnapshot().status === 'active') cart = expectedCart(cart, event);
        actor.send(event);
        const snapshot = actor.getSnapshot();
        // the real actor follows the model
        expect(snapshot.value).toEqual(step.state.value);
        // the cart is never lost nor changed by anything but + and -
        expect(snapshot.context.cart).toEqual(cart);
        for (const quantity of Object.values(snapshot.context.cart)) expect(quantity).toBeGreaterThan(0);
        // a warning is shown exactly in the warning state, with one of the given texts
        expect(snapshot.hasTag('warning')).toBe(snapshot.context.warning !== null);
        const quote = bottleFlowQuote(snapshot.context);
        if (snapshot.status === 'done') {
          expect(navigations).toEqual(['/bottle-checkout']);
          expect(quote.canCheckout).toBe(true);
          expect(loadBottleSelection(storage)).toMatchObject({
            ok: true,
            value: { cart, subtotal: quote.subtotal, guests: snapshot.context.guests },
          });
        } else {
          expect(navigations).toEqual([]);
        }
        // storage always holds the choices as they are now, so a reload resumes exactly here
        const { guests, date, time } = snapshot.context;
        expect(loadBottleDraft(storage)).toEqual({ guests, date, time, cart: snapshot.context.cart });
        if (Object.keys(snapshot.context.cart).length > 0 || guests !== null) {
          expect(storage.get('bottlesTotalPrice')).toBe(String(quote.subtotal));
          expect(storage.get('totalPrice')).toBe(String(quote.tableMinimum));
        }
      }
    }
  });
});
