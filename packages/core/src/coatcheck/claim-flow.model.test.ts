// Model-based test: xstate/graph walks every shortest path of the claim flow; each path is replayed on
// a real actor whose check-in calls never answer by themselves (the path's api.* events answer them),
// checking the invariants after every step.
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import type { Minor } from '../money/minor-units';
import type { CoatCheckTicket } from '../orders/coatcheck.schema';
import type { ApiError } from '../shared/api-error';
import type { Result } from '../shared/result';
import { fakePhone } from '../testing/bottle-test-fixtures';
import { emptyClaimForm } from './claim-form';
import type { CheckInInput, ClaimFlowEvent, ClaimFlowInput } from './claim-flow-setup';
import { claimFlowWith } from './claim-flow-wiring';
import type { claimFlowMachine } from './claim-flow.machine';

type Snapshot = SnapshotFrom<typeof claimFlowMachine>;

const ticket = (total: number): CoatCheckTicket => ({
  _id: `coat-check-${total}`,
  ticketNumber: 'C-0042',
  clientName: 'Dana Guest',
  items: [{ type: 'Coat', quantity: 1 }],
  total: total as Minor,
  status: 'checked-in',
  createdAt: '2031-05-09T22:00:00.000Z',
});

const events: ClaimFlowEvent[] = [
  { type: 'guest.editField', field: 'clientName', value: 'Al' },
  { type: 'guest.editField', field: 'clientName', value: 'Dana Guest' },
  { type: 'guest.editField', field: 'clientPhoneNumber', value: '+12125550123' },
  { type: 'guest.moreItems', itemType: 'Coat' },
  { type: 'guest.fewerItems', itemType: 'Coat' },
  { type: 'guest.submit' },
  { type: 'guest.dismissAlert' },
  { type: 'guest.pay' },
  { type: 'guest.nextGuest' },
  { type: 'api.claimCreated', ticket: ticket(500) },
  { type: 'api.claimCreated', ticket: ticket(0) },
  { type: 'api.claimFailed', error: { _tag: 'NetworkError', message: 'offline' } },
  { type: 'api.claimFailed', error: { _tag: 'HttpError', status: 422, message: 'clientName: Expected a name of at least 4 characters' } },
];

const input: ClaimFlowInput = { seed: 'visit', client: { userAgent: 'PC', ip: '' } };
const never = <T>() => new Promise<T>(() => undefined);

const wired = (navigate: (to: string) => void) => claimFlowWith({ coatCheck: { checkIn: () => never() }, phone: fakePhone, navigate });

// The guest count and the visit's key count grow without end; what matters is bounded.
const abstractState = (snapshot: Snapshot): string => {
  const { form, keys, attempt, failure, firstInvalid, fieldErrors, ticket: claim } = snapshot.context;
  return JSON.stringify({
    value: snapshot.value,
    status: snapshot.status,
    name: form.clientName,
    phone: form.clientPhoneNumber,
    coats: Math.min(form.items.Coat, 2),
    keys: keys.length,
    attempt: attempt !== null,
    failure,
    alert: firstInvalid?.field ?? null,
    errors: fieldErrors.length,
    claim: claim?.total ?? null,
  });
};

function replay(steps: ReadonlyArray<{ readonly event: unknown; readonly state: Snapshot }>) {
  const calls: { readonly request: CheckInInput; readonly guest: number; readonly signal: { readonly aborted: boolean } }[] = [];
  const navigations: string[] = [];
  const actor = createActor(
    wired((to) => void navigations.push(to)).provide({
      actors: {
        checkIn: fromPromise<Result<CoatCheckTicket, ApiError>, CheckInInput>(({ input: request, signal }) => {
          calls.push({ request, guest: actor.getSnapshot().context.guest, signal });
          return never();
        }),
      },
    }),
    { input },
  );
  actor.start();

  for (const step of steps) {
    if ((step.event as { type: string }).type === 'xstate.init') continue;
    const event = step.event as ClaimFlowEvent;
    const guestBefore = actor.getSnapshot().context.guest;
    actor.send(event);
    const snapshot = actor.getSnapshot();
    const { context } = snapshot;

    // the real actor follows the model
    expect(snapshot.value).toEqual(step.state.value);
    // at most one check-in in flight, exactly while submitting
    const submitting = snapshot.matches('submitting');
    expect(calls.filter((call) => !call.signal.aborted).length).toBe(submitting ? 1 : 0);
    // one key per payload, one payload per key, and a key never serves two guests
    const payloadOf = new Map<string, string>();
    const guestOf = new Map<string, number>();
    for (const { request, guest } of calls) {
      const fingerprint = JSON.stringify(request.payload);
      expect(payloadOf.get(request.idempotencyKey) ?? fingerprint).toBe(fingerprint);
      expect(guestOf.get(request.idempotencyKey) ?? guest).toBe(guest);
      payloadOf.set(request.idempotencyKey, fingerprint);
      guestOf.set(request.idempotencyKey, guest);
    }
    // a next guest finds nothing of the previous one
    if (context.guest !== guestBefore) {
      expect(context.form).toEqual(emptyClaimForm);
      expect(context).toMatchObject({ ticket: null, keys: [], attempt: null, failure: null, firstInvalid: null, fieldErrors: [] });
    }
    // only a claim with a fee due leads to the payment page
    if (snapshot.matches('paying')) expect(navigations).toEqual(['/payment/coat-check/coat-check-500']);
    else expect(navigations).toEqual([]);
    // the ticket shows only once made, and tags tell the UI the truth
    expect(context.ticket !== null).toBe(snapshot.matches('claimed') || snapshot.matches('paying'));
    expect(snapshot.hasTag('busy')).toBe(submitting);
    expect(snapshot.hasTag('error')).toBe(context.failure !== null);
    expect(snapshot.hasTag('warning')).toBe(context.firstInvalid !== null);
  }
  return { calls };
}

describe('claimFlowMachine, model-based', () => {
  const paths = getShortestPaths(
    wired(() => undefined),
    { input, events, serializeState: (snapshot) => abstractState(snapshot as Snapshot) },
  );

  it('walks every shortest path, keeping every invariant', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const expected of [{ editing: 'ready' }, { editing: 'invalid' }, { editing: 'failed' }, 'submitting', 'claimed', 'paying'])
      expect(reached).toContain(JSON.stringify(expected));
    let retries = 0;
    for (const path of paths) {
      const { calls } = replay(path.steps);
      if (calls.length > new Set(calls.map((call) => call.request.idempotencyKey)).size) retries += 1;
    }
    expect(retries).toBeGreaterThan(0);
  });
});
