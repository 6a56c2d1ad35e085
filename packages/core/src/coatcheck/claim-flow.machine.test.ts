import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { Minor } from '../money/minor-units';
import type { CoatCheckTicket } from '../orders/coatcheck.schema';
import type { ApiError } from '../shared/api-error';
import { err, ok, type Result } from '../shared/result';
import { fakePhone } from '../testing/bottle-test-fixtures';
import { expectRestorableSnapshot } from '../testing/restorable-snapshot';
import type { CheckInInput, ClaimFlowEvent } from './claim-flow-setup';
import { canSendClaim, claimFlowMachine } from './claim-flow.machine';
import { claimFlowWith } from './claim-flow-wiring';

type CheckInResult = Result<CoatCheckTicket, ApiError>;

const ticket = (over: Partial<CoatCheckTicket> = {}): CoatCheckTicket => ({
  _id: 'coat-check-1',
  ticketNumber: 'C-0042',
  clientName: 'Dana Guest',
  items: [{ type: 'Coat', quantity: 1 }],
  total: 500 as Minor,
  status: 'checked-in',
  createdAt: '2031-05-09T22:00:00.000Z',
  ...over,
});

const fill: ClaimFlowEvent[] = [
  { type: 'guest.editField', field: 'clientName', value: 'Dana Guest' },
  { type: 'guest.editField', field: 'clientPhoneNumber', value: '+12125550123' },
  { type: 'guest.moreItems', itemType: 'Coat' },
];

/** A flow whose check-in calls answer, in turn, with `answers`; a call beyond them never answers. */
function start(answers: CheckInResult[] = []) {
  const calls: CheckInInput[] = [];
  const navigations: string[] = [];
  const logic = claimFlowWith({
    coatCheck: { checkIn: () => Promise.reject(new Error('unused')) },
    phone: fakePhone,
    navigate: (to) => void navigations.push(to),
  }).provide({
    actors: {
      checkIn: fromPromise<CheckInResult, CheckInInput>(({ input }) => {
        calls.push(input);
        const answer = answers.shift();
        return answer === undefined ? new Promise(() => undefined) : Promise.resolve(answer);
      }),
    },
  });
  const actor = createActor(logic, { input: { seed: 'visit', client: { userAgent: 'Mobile', ip: '' } } }).start();
  return { actor, calls, navigations };
}

describe('the coat check claim flow', () => {
  it('refuses an empty form, naming the first invalid field, and keeps what was typed', () => {
    const { actor, calls } = start();
    actor.send({ type: 'guest.editField', field: 'notes', value: 'Blue scarf' });
    actor.send({ type: 'guest.submit' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ editing: 'invalid' })).toBe(true);
    expect(snapshot.context.firstInvalid?.field).toBe('clientName');
    expect(snapshot.context.form.notes).toBe('Blue scarf');
    expect(calls).toHaveLength(0);
    // Corrections clear the marks as they are made.
    for (const event of fill) actor.send(event);
    expect(actor.getSnapshot().context.fieldErrors).toEqual([]);
  });

  it('sends one claim for a double tap and shows the ticket', async () => {
    const { actor, calls } = start([ok(ticket())]);
    for (const event of fill) actor.send(event);
    actor.send({ type: 'guest.submit' });
    expect(canSendClaim(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'guest.submit' });
    await waitFor(actor, (s) => s.matches('claimed'));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toEqual({
      idempotencyKey: 'visit-1',
      payload: { clientName: 'Dana Guest', clientPhoneNumber: '+12125550123', items: [{ type: 'Coat', quantity: 1 }], userAgent: 'Mobile' },
    });
    expect(actor.getSnapshot().context.ticket?.ticketNumber).toBe('C-0042');
    expectRestorableSnapshot(claimFlowMachine, actor);
  });

  it('refuses a mistyped e-mail by name, and sends a corrected one with the claim', async () => {
    const { actor, calls } = start([ok(ticket())]);
    for (const event of fill) actor.send(event);
    actor.send({ type: 'guest.editField', field: 'clientEmail', value: 'dana@example' });
    actor.send({ type: 'guest.submit' });
    expect(actor.getSnapshot().context.firstInvalid).toMatchObject({ field: 'clientEmail', reason: 'invalid-email' });
    actor.send({ type: 'guest.editField', field: 'clientEmail', value: ' dana@example.com ' });
    actor.send({ type: 'guest.submit' });
    await waitFor(actor, (s) => s.matches('claimed'));
    expect(calls.map((call) => call.payload.clientEmail)).toEqual(['dana@example.com']);
  });

  it('retries a lost answer with the same key, keeping the form; a changed form gets a new key', async () => {
    const { actor, calls } = start([
      err({ _tag: 'NetworkError', message: 'offline' }),
      err({ _tag: 'NetworkError', message: 'offline' }),
      ok(ticket()),
    ]);
    for (const event of fill) actor.send(event);
    actor.send({ type: 'guest.submit' });
    await waitFor(actor, (s) => s.matches({ editing: 'failed' }));
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'temporary' });
    expect(actor.getSnapshot().context.form.clientName).toBe('Dana Guest');
    actor.send({ type: 'guest.submit' });
    await waitFor(actor, (s) => s.matches({ editing: 'failed' }));
    actor.send({ type: 'guest.moreItems', itemType: 'Bag' });
    actor.send({ type: 'guest.submit' });
    await waitFor(actor, (s) => s.matches('claimed'));
    expect(calls.map((call) => call.idempotencyKey)).toEqual(['visit-1', 'visit-1', 'visit-2']);
  });

  it('with no device in its input (a page drawn on the server), reads it once, at the first send, so a retry keeps its key', async () => {
    const calls: CheckInInput[] = [];
    const answers: CheckInResult[] = [err({ _tag: 'NetworkError', message: 'offline' }), ok(ticket())];
    // The stored public IP arrives between the two sends; the retry must still be the same claim.
    const devices = [
      { userAgent: 'Mobile' as const, ip: '' },
      { userAgent: 'Mobile' as const, ip: '203.0.113.7' },
    ];
    let reads = 0;
    const logic = claimFlowWith({
      coatCheck: { checkIn: () => Promise.reject(new Error('unused')) },
      phone: fakePhone,
      navigate: () => undefined,
      device: () => devices[Math.min(reads++, 1)] ?? devices[0]!,
    }).provide({
      actors: {
        checkIn: fromPromise<CheckInResult, CheckInInput>(({ input }) => {
          calls.push(input);
          return Promise.resolve(answers.shift() ?? ok(ticket()));
        }),
      },
    });
    const actor = createActor(logic, { input: { seed: 'visit' } }).start();
    expect(reads).toBe(0);
    for (const event of fill) actor.send(event);
    actor.send({ type: 'guest.submit' });
    await waitFor(actor, (s) => s.matches({ editing: 'failed' }));
    actor.send({ type: 'guest.submit' });
    await waitFor(actor, (s) => s.matches('claimed'));
    expect(reads).toBe(1);
    expect(calls.map((call) => [call.idempotencyKey, call.payload.userAgent])).toEqual([
      ['visit-1', 'Mobile'],
      ['visit-1', 'Mobile'],
    ]);
  });

  it("shows the venue's reason for a refusal", async () => {
    const { actor } = start([err({ _tag: 'HttpError', status: 422, message: 'items: Expected at least one item' })]);
    for (const event of fill) actor.send(event);
    actor.send({ type: 'guest.submit' });
    await waitFor(actor, (s) => s.matches({ editing: 'failed' }));
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'rejected', message: 'items: Expected at least one item' });
  });

  it("carries the claim's order secret to the payment page, for the coats' code on the confirmation", async () => {
    const { actor, navigations } = start([ok(ticket({ orderSecret: 'S3cret_S3cret_S3cret_S3cret_0001' }))]);
    for (const event of fill) actor.send(event);
    actor.send({ type: 'guest.submit' });
    await waitFor(actor, (s) => s.matches('claimed'));
    actor.send({ type: 'guest.pay' });
    expect(navigations).toEqual(['/payment/coat-check/coat-check-1?secret=S3cret_S3cret_S3cret_S3cret_0001']);
  });

  it('goes to the payment page when a fee is due, not when the claim is paid or free', async () => {
    const { actor, navigations } = start([ok(ticket())]);
    for (const event of fill) actor.send(event);
    actor.send({ type: 'guest.submit' });
    await waitFor(actor, (s) => s.matches('claimed'));
    actor.send({ type: 'guest.pay' });
    expect(navigations).toEqual(['/payment/coat-check/coat-check-1']);
    expect(actor.getSnapshot().status).toBe('done');

    for (const answer of [ticket({ total: 0 as Minor }), ticket({ status: 'paid' })]) {
      const other = start([ok(answer)]);
      for (const event of fill) other.actor.send(event);
      other.actor.send({ type: 'guest.submit' });
      await waitFor(other.actor, (s) => s.matches('claimed'));
      other.actor.send({ type: 'guest.pay' });
      expect(other.navigations).toEqual([]);
      expect(other.actor.getSnapshot().matches('claimed')).toBe(true);
    }
  });

  it('starts the next guest on a fresh form, with a key never used before even for the same details', async () => {
    const { actor, calls } = start([ok(ticket()), ok(ticket({ _id: 'coat-check-2', ticketNumber: 'C-0043' }))]);
    for (const event of fill) actor.send(event);
    actor.send({ type: 'guest.submit' });
    await waitFor(actor, (s) => s.matches('claimed'));
    actor.send({ type: 'guest.nextGuest' });
    const fresh = actor.getSnapshot();
    expect(fresh.matches({ editing: 'ready' })).toBe(true);
    expect(fresh.context).toMatchObject({ ticket: null, keys: [], attempt: null, failure: null, guest: 2 });
    expect(fresh.context.form).toEqual({
      clientName: '',
      clientPhoneNumber: '',
      clientEmail: '',
      items: { Coat: 0, Bag: 0, Umbrella: 0, Other: 0 },
      notes: '',
    });
    for (const event of fill) actor.send(event);
    actor.send({ type: 'guest.submit' });
    await waitFor(actor, (s) => s.matches('claimed'));
    expect(calls.map((call) => call.idempotencyKey)).toEqual(['visit-1', 'visit-2']);
    expect(actor.getSnapshot().context.ticket?.ticketNumber).toBe('C-0043');
  });

  it('starts over while editing, dropping a half-filled form', () => {
    const { actor } = start();
    for (const event of fill) actor.send(event);
    actor.send({ type: 'guest.nextGuest' });
    expect(actor.getSnapshot().context.form.clientName).toBe('');
    expect(actor.getSnapshot().context.phoneReading?.raw).toBe('');
  });
});
