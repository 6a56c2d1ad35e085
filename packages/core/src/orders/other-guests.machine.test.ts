import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { fakePhone } from '../testing/bottle-test-fixtures';
import { ControlledTicketBooking, guestOf, type GuestsMethod } from '../testing/controlled-ticket-booking';
import type { CallOutcome } from '../testing/controlled-orders-port';
import { otherGuestsMachineWith } from './other-guests-wiring';
import { isPlaceKey, noGuestAccess, type GuestAccess } from './place-key';

async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

/** Another guest's place key, which the visitor of these tests does not hold. */
const THEIR_KEY = 'their-place-key-0123456789abcdef';

function start(named = 1, openAt?: number, access?: GuestAccess) {
  const server = new ControlledTicketBooking('ticket-1', 3, named);
  if (access !== undefined) {
    server.guarded = true;
    server.attendeesStored = server.attendeesStored.map((a) => ({ ...a, key: THEIR_KEY }));
  }
  const reported: string[] = [];
  const actor = createActor(
    otherGuestsMachineWith({ tickets: server, phone: fakePhone, reportDecodeError: (e) => reported.push(e.path) }),
    {
      input: { list: server.list(access), ...(openAt === undefined ? {} : { openAt }), ...(access === undefined ? {} : { access }) },
    },
  ).start();
  const answer = async (method: GuestsMethod, outcome: CallOutcome) => {
    expect(server.pendingMethods).toEqual([method]);
    server.settleNext(outcome, method);
    await settle();
  };
  const fill = (name: string, email: string, phoneNumber: string) => {
    actor.send({ type: 'guest.editField', field: 'name', value: name });
    actor.send({ type: 'guest.editField', field: 'email', value: email });
    actor.send({ type: 'guest.editField', field: 'phoneNumber', value: phoneNumber });
  };
  return { server, actor, answer, fill, reported };
}

describe('other guests machine', () => {
  it('adds a guest to an open place with attendee-info, once for a double click', async () => {
    const { server, actor, answer, fill } = start();
    actor.send({ type: 'guest.open', index: 1 });
    expect(actor.getSnapshot().value).toBe('editing');
    fill('Rory Friend', 'rory@example.com', '+12125550123');
    actor.send({ type: 'guest.save' });
    actor.send({ type: 'guest.save' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await answer('addAttendee', 'ok');
    const shown = actor.getSnapshot();
    expect(shown.context.saved).toBe('Rory Friend');
    expect(shown.context.list.attendees.map((a) => a.name)).toEqual(['Guest Number 0', 'Rory Friend']);
    await answer('attendees', 'ok');
    const done = actor.getSnapshot();
    expect(done.value).toBe('browsing');
    expect(done.context.saved).toBe('Rory Friend');
    expect(done.context.list.attendees.map((a) => a.name)).toEqual(['Guest Number 0', 'Rory Friend']);
    expect(server.calls).toEqual(['addAttendee', 'attendees']);
    expect(server.attendeesStored).toHaveLength(2);
  });

  it('reads the list again after an add, so a place another guest named meanwhile shows in its place', async () => {
    const { server, actor, answer, fill } = start();
    actor.send({ type: 'guest.open', index: 1 });
    fill('Rory Friend', 'rory@example.com', '+12125550123');
    actor.send({ type: 'guest.save' });
    // Sam names a place from another device before Rory's add lands.
    server.attendeesStored.push({ ...guestOf(1, 'ticket-1'), _id: 'g-sam', name: 'Sam Other' });
    await answer('addAttendee', 'ok');
    await answer('attendees', 'ok');
    const done = actor.getSnapshot();
    expect(done.value).toBe('browsing');
    expect(done.context.list.attendees.map((a) => a.name)).toEqual(['Guest Number 0', 'Sam Other', 'Rory Friend']);
  });

  it('reads a named guest again before editing, and saves the change with the whole list, ids kept', async () => {
    const { server, actor, answer, fill } = start();
    server.attendeesStored[0] = { ...server.attendeesStored[0]!, name: 'Changed Elsewhere' };
    actor.send({ type: 'guest.open', index: 0 });
    await answer('attendee', 'ok');
    expect(actor.getSnapshot().context.form.name).toBe('Changed Elsewhere');
    fill('Sam Other', 'sam@example.com', '+447946095800');
    actor.send({ type: 'guest.save' });
    await answer('editAttendees', 'ok');
    expect(server.attendeesStored).toEqual([
      { _id: 'g-0', orderId: 'ticket-1', name: 'Sam Other', email: 'sam@example.com', phoneNumber: '+447946095800' },
    ]);
    expect(actor.getSnapshot().context.list.attendees).toEqual(server.attendeesStored);
  });

  it('starts with the place its address names open: an open place empty, added on save', async () => {
    const { server, actor, answer, fill } = start(1, 1);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ open: { index: 1, attendeeId: null }, form: { name: '', email: '' } });
    fill('Rory Friend', 'rory@example.com', '+12125550123');
    actor.send({ type: 'guest.save' });
    await answer('addAttendee', 'ok');
    expect(actor.getSnapshot().context.saved).toBe('Rory Friend');
    expect(server.attendeesStored.map((a) => a.name)).toEqual(['Guest Number 0', 'Rory Friend']);
  });

  it('starts with a named place open, filled from the list the page read, and saves the change with its id kept', async () => {
    const { server, actor, answer } = start(1, 0);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.form).toEqual({ name: 'Guest Number 0', email: 'guest0@example.com', phoneNumber: '+12125550123' });
    expect(server.pendingMethods).toEqual([]);
    actor.send({ type: 'guest.editField', field: 'name', value: 'Sam Other' });
    actor.send({ type: 'guest.save' });
    await answer('editAttendees', 'ok');
    expect(server.attendeesStored).toMatchObject([{ _id: 'g-0', name: 'Sam Other' }]);
    actor.send({ type: 'guest.open', index: 1 });
    expect(actor.getSnapshot().context.open).toEqual({ index: 1, attendeeId: null });
  });

  it('opens nothing for a place the order does not have, and a place opened on arrival closes on cancel', () => {
    for (const openAt of [-1, 2, 7]) expect(start(1, openAt).actor.getSnapshot().value).toBe('browsing');
    const { actor, server } = start(1, 1);
    actor.send({ type: 'guest.cancel' });
    expect(actor.getSnapshot().value).toBe('browsing');
    expect(actor.getSnapshot().context.open).toBeNull();
    expect(server.calls).toEqual([]);
  });

  it('refuses an invalid form with the first field and the alert, and sends nothing', () => {
    const { server, actor, fill } = start();
    actor.send({ type: 'guest.open', index: 1 });
    fill('Ro', 'rory@example.com', '123');
    actor.send({ type: 'guest.save' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.firstInvalid).toMatchObject({ field: 'name', placeholder: 'Guest Name' });
    expect(snapshot.context.fieldErrors.map((e) => e.field)).toEqual(['name', 'phoneNumber']);
    actor.send({ type: 'guest.dismissAlert' });
    expect(actor.getSnapshot().context.firstInvalid).toBeNull();
    actor.send({ type: 'guest.editField', field: 'name', value: 'Rory Friend' });
    expect(actor.getSnapshot().context.fieldErrors.map((e) => e.field)).toEqual(['phoneNumber']);
    expect(server.calls).toEqual([]);
  });

  it('retries an add whose answer was lost as a replace of the list, so the guest is stored once', async () => {
    const { server, actor, answer, fill } = start();
    actor.send({ type: 'guest.open', index: 1 });
    fill('Rory Friend', 'rory@example.com', '+12125550123');
    actor.send({ type: 'guest.save' });
    await answer('addAttendee', 'network');
    const failed = actor.getSnapshot();
    expect(failed.value).toBe('editing');
    expect(failed.context.failure).toEqual({ kind: 'temporary', message: null, wait: null });
    expect(failed.context.form.name).toBe('Rory Friend');
    expect(server.attendeesStored).toHaveLength(2);
    actor.send({ type: 'guest.save' });
    await answer('editAttendees', 'ok');
    expect(server.attendeesStored.map((a) => a.name)).toEqual(['Guest Number 0', 'Rory Friend']);
    expect(actor.getSnapshot().context.addMayHaveLanded).toBe(false);
  });

  it("shows the venue's refusal and keeps what was typed", async () => {
    const { actor, answer, fill } = start();
    actor.send({ type: 'guest.open', index: 1 });
    fill('Rory Friend', 'rory@example.com', '+12125550123');
    actor.send({ type: 'guest.save' });
    await answer('addAttendee', 'rejected');
    expect(actor.getSnapshot().context).toMatchObject({
      failure: { kind: 'rejected', message: 'These tickets are sold out.', wait: null },
      form: { name: 'Rory Friend' },
      addMayHaveLanded: false,
    });
  });

  it('reads the list again when the buyer gives up after a lost answer', async () => {
    const { server, actor, answer, fill } = start();
    actor.send({ type: 'guest.open', index: 1 });
    fill('Rory Friend', 'rory@example.com', '+12125550123');
    actor.send({ type: 'guest.save' });
    await answer('addAttendee', 'server-error');
    actor.send({ type: 'guest.cancel' });
    await answer('attendees', 'ok');
    expect(actor.getSnapshot().value).toBe('browsing');
    expect(actor.getSnapshot().context.list.attendees.map((a) => a.name)).toEqual(server.attendeesStored.map((a) => a.name));
  });

  it('reports an answer it cannot read and goes back to the list when a guest cannot load', async () => {
    const { actor, answer, reported } = start();
    actor.send({ type: 'guest.open', index: 0 });
    await answer('attendee', 'unreadable');
    expect(actor.getSnapshot().value).toBe('browsing');
    expect(actor.getSnapshot().context).toMatchObject({ open: null, failure: { kind: 'unreadable' } });
    expect(reported).toEqual(['data.orderId']);
  });
});

describe('other guests machine, for a friend of the buyer (docs/product.md#other-guests)', () => {
  it("names an open place with a key of its own, never opens another guest's place, and corrects only its own", async () => {
    const { server, actor, answer, fill } = start(1, undefined, noGuestAccess);
    expect(actor.getSnapshot().context.list.attendees[0]).toEqual({ _id: 'g-0', orderId: 'ticket-1', name: 'Guest Number 0' });
    actor.send({ type: 'guest.open', index: 0 });
    expect(actor.getSnapshot().value).toBe('browsing');

    actor.send({ type: 'guest.open', index: 1 });
    fill('Rory Friend', 'rory@example.com', '+12125550123');
    actor.send({ type: 'guest.save' });
    const key = actor.getSnapshot().context.placeKey ?? '';
    expect(isPlaceKey(key)).toBe(true);
    expect(actor.getSnapshot().context.access.keys).toEqual([key]);
    await answer('addAttendee', 'ok');
    expect(server.attendeesStored[1]).toMatchObject({ name: 'Rory Friend', key });
    // The list read again after the add, with the place's key: the venue answers Rory's contacts to it.
    await answer('attendees', 'ok');
    expect(actor.getSnapshot().context.list.attendees[1]).toMatchObject({ name: 'Rory Friend', email: 'rory@example.com' });
    // The add answered the place's id: the browser knows which place its key opens.
    expect(actor.getSnapshot().context.keyPlaces).toEqual({ [key]: server.attendeesStored[1]?._id });

    actor.send({ type: 'guest.open', index: 1 });
    await answer('attendee', 'ok');
    expect(actor.getSnapshot().context.form.email).toBe('rory@example.com');
    actor.send({ type: 'guest.editField', field: 'name', value: 'Rory Renamed' });
    actor.send({ type: 'guest.save' });
    await answer('editAttendees', 'ok');
    expect(server.attendeesStored.map((a) => [a.name, a.email])).toEqual([
      ['Guest Number 0', 'guest0@example.com'],
      ['Rory Renamed', 'rory@example.com'],
    ]);
    expect(actor.getSnapshot().context.list.attendees.map((a) => a.email)).toEqual([undefined, 'rory@example.com']);
  });

  it('sends an add whose answer was lost again with the same key, so the place is named once', async () => {
    const { server, actor, answer, fill } = start(1, 1, noGuestAccess);
    fill('Rory Friend', 'rory@example.com', '+12125550123');
    actor.send({ type: 'guest.save' });
    await answer('addAttendee', 'network');
    const key = actor.getSnapshot().context.placeKey;
    actor.send({ type: 'guest.save' });
    expect(actor.getSnapshot().context.placeKey).toBe(key);
    await answer('addAttendee', 'ok');
    expect(server.attendeesStored.map((a) => a.name)).toEqual(['Guest Number 0', 'Rory Friend']);
    expect(actor.getSnapshot().context).toMatchObject({ saved: 'Rory Friend', addMayHaveLanded: false, placeKey: null });
  });

  it('reads the list again with the keys the browser kept, and shows that place as theirs', async () => {
    const { actor, answer } = start(1, undefined, noGuestAccess);
    actor.send({ type: 'guest.keysFound', keys: [{ key: THEIR_KEY, attendeeId: null }] });
    await answer('attendees', 'ok');
    expect(actor.getSnapshot().context.list.attendees[0]?.email).toBe('guest0@example.com');
    // A kept key without its place (the first storage form): the one place it opened is its place.
    expect(actor.getSnapshot().context.keyPlaces).toEqual({ [THEIR_KEY]: 'g-0' });
    actor.send({ type: 'guest.keysFound', keys: [{ key: THEIR_KEY, attendeeId: null }] });
    expect(actor.getSnapshot().value).toBe('browsing');
  });

  it('opens and saves every place for the buyer with the order secret', async () => {
    const { server, actor, answer } = start(1, 0, { secret: ControlledTicketBooking.secret, keys: [] });
    expect(actor.getSnapshot().context.form.email).toBe('guest0@example.com');
    actor.send({ type: 'guest.editField', field: 'name', value: 'Sam Other' });
    actor.send({ type: 'guest.save' });
    await answer('editAttendees', 'ok');
    expect(server.attendeesStored).toMatchObject([{ _id: 'g-0', name: 'Sam Other', key: THEIR_KEY }]);
    expect(actor.getSnapshot().context.keyPlaces).toEqual({});

    // The buyer names a friend: the new place's key is known as that place's, for the friend's own link.
    actor.send({ type: 'guest.open', index: 1 });
    actor.send({ type: 'guest.editField', field: 'name', value: 'Rory Friend' });
    actor.send({ type: 'guest.editField', field: 'email', value: 'rory@example.com' });
    actor.send({ type: 'guest.editField', field: 'phoneNumber', value: '+12125550123' });
    actor.send({ type: 'guest.save' });
    await answer('addAttendee', 'ok');
    const rory = server.attendeesStored[1];
    expect(actor.getSnapshot().context.keyPlaces).toEqual({ [rory?.key ?? '']: rory?._id });
  });

  it("knows, on a guest's own link, which place its one key opens", () => {
    const { actor } = start(2, undefined, { secret: null, keys: [THEIR_KEY] });
    expect(actor.getSnapshot().context.keyPlaces).toEqual({});
    const own = start(1, undefined, { secret: null, keys: [THEIR_KEY] });
    expect(own.actor.getSnapshot().context.keyPlaces).toEqual({ [THEIR_KEY]: 'g-0' });
  });
});
