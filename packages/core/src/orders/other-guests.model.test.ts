// Model-based test: xstate/graph walks every shortest path of the other-guests machine (with each call's
// outcome as an event), from the list and from a place its address opens, then replays each path on a live
// actor against the controlled venue, checking the same state is reached and that no retry ever stores a guest
// twice.
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../shared/api-error';
import { err, ok, type Result } from '../shared/result';
import { fakePhone } from '../testing/bottle-test-fixtures';
import { outcomeError, outcomeOf, type CallOutcome } from '../testing/controlled-orders-port';
import { ControlledTicketBooking, guestOf, type GuestsMethod } from '../testing/controlled-ticket-booking';
import type { OtherGuestsEvent } from './other-guests-setup';
import { otherGuestsMachineWith } from './other-guests-wiring';

const initial = new ControlledTicketBooking();
const machine = otherGuestsMachineWith({ tickets: initial, phone: fakePhone, reportDecodeError: () => undefined });

// The invoke ids and the port's methods they call.
const invokes = { loadAttendee: 'attendee', loadList: 'attendees', addAttendee: 'addAttendee', replaceAttendees: 'editAttendees' } as const;
const okValues: Record<keyof typeof invokes, unknown> = {
  loadAttendee: guestOf(0),
  loadList: initial.list(),
  addAttendee: { ...guestOf(7), name: 'Rory Friend' },
  replaceAttendees: { ...initial.list(), attendees: [guestOf(0), guestOf(7)] },
};
const outcomes: readonly CallOutcome[] = ['ok', 'network', 'rejected', 'unreadable'];
const doneEvents = (Object.keys(invokes) as (keyof typeof invokes)[]).flatMap((id) =>
  outcomes.map(
    (outcome) =>
      ({
        type: `xstate.done.actor.${id}`,
        output: (outcome === 'ok' ? ok(okValues[id]) : err(outcomeError(outcome, id))) satisfies Result<unknown, ApiError>,
      }) as unknown as OtherGuestsEvent,
  ),
);
const guestEvents: OtherGuestsEvent[] = [
  { type: 'guest.open', index: 0 },
  // A place past any list these paths build, so it is open in the model and on the live actor alike.
  { type: 'guest.open', index: 5 },
  { type: 'guest.editField', field: 'name', value: 'Rory Friend' },
  { type: 'guest.editField', field: 'email', value: 'rory@example.com' },
  { type: 'guest.editField', field: 'phoneNumber', value: '+12125550123' },
  { type: 'guest.save' },
  { type: 'guest.cancel' },
];

type Snapshot = SnapshotFrom<typeof machine>;
// What matters for the flow. The list itself is left out (the model's answers are fixed, the live venue's are
// not); the replay checks it against the venue instead.
const abstractState = (s: Snapshot) =>
  JSON.stringify({
    value: s.value,
    open: s.context.open?.index ?? null,
    filled: Object.values(s.context.form).filter((v) => v !== '').length,
    mayHaveAdded: s.context.addMayHaveLanded,
    failure: s.context.failure?.kind ?? null,
  });

// A page opened at its list, and one opened at a place by its address (`?guest=`): a named place, an open one.
const arrivals: readonly (number | null)[] = [null, 0, 1];
const pathsFrom = (openAt: number | null) =>
  getShortestPaths(machine, {
    input: { list: initial.list(), openAt },
    events: [...guestEvents, ...doneEvents],
    serializeState: (s) => abstractState(s as Snapshot),
  });
const paths = pathsFrom(null);

async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

describe('other guests, every shortest path', () => {
  it('reaches every state', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const value of ['browsing', 'loadingGuest', 'editing', 'refreshing', { saving: 'adding' }, { saving: 'replacing' }])
      expect(reached).toContain(JSON.stringify(value));
    expect(paths.length).toBeGreaterThan(30);
  });

  const walks = arrivals.flatMap((openAt) =>
    pathsFrom(openAt).map(
      (p) =>
        [
          `${openAt === null ? '' : `at place ${openAt}: `}${p.steps.map((s) => s.event.type).join(' > ') || '(initial)'}`,
          openAt,
          p,
        ] as const,
    ),
  );
  it.each(walks)('%s', async (_, openAt, path) => {
    const server = new ControlledTicketBooking();
    const actor = createActor(otherGuestsMachineWith({ tickets: server, phone: fakePhone, reportDecodeError: () => undefined }), {
      input: { list: server.list(), openAt },
    }).start();
    // Places the buyer opened to add someone: each may add one guest at most, whatever the retries.
    let newPlacesOpened = actor.getSnapshot().matches('editing') && actor.getSnapshot().context.open?.attendeeId === null ? 1 : 0;

    for (const step of path.steps) {
      const event = step.event as { type: string; output?: Result<unknown, ApiError> };
      if (event.type.startsWith('xstate.done.actor.')) {
        const method: GuestsMethod = invokes[event.type.slice('xstate.done.actor.'.length) as keyof typeof invokes];
        expect(server.pendingMethods).toEqual([method]);
        server.settleNext(outcomeOf(event.output as Result<unknown, ApiError>), method);
      } else if (event.type !== 'xstate.init') {
        const before = actor.getSnapshot();
        actor.send(event as OtherGuestsEvent);
        const after = actor.getSnapshot();
        if (before.matches('browsing') && after.matches('editing') && after.context.open?.attendeeId === null) newPlacesOpened++;
      }
      await settle();

      const live = actor.getSnapshot();
      expect(live.status).not.toBe('error');
      expect(abstractState(live)).toBe(abstractState(step.state));
      expect(server.attendeesStored.length).toBeLessThanOrEqual(1 + newPlacesOpened);
      expect(server.pendingMethods.length).toBe(live.hasTag('busy') ? 1 : 0);
      // Once the list is known again, the page shows what the venue stored.
      if (live.matches('browsing') && !live.context.addMayHaveLanded)
        expect(live.context.list.attendees.map((a) => a._id)).toEqual(server.attendeesStored.map((a) => a._id));
    }
  });
});
