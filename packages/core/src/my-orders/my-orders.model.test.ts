// Model-based test: xstate/graph walks every shortest path of the "find my orders" form as wired, and each path is
// replayed on a real actor whose port answers what the path's done event carries, checking after every step that
// at most one request is ever in flight, only a valid address is sent, and a refused form names the e-mail field.
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { FormSubmissionEvent } from '../forms/form-submission.machine';
import type { ApiError } from '../shared/api-error';
import { err, ok, type Result } from '../shared/result';
import type { MyOrdersRequest } from './my-orders.schema';
import { myOrdersMachineWith } from './my-orders-wiring';

const done = (output: Result<void, ApiError>) =>
  ({ type: 'xstate.done.actor.0.formSubmission.sending', output }) as unknown as FormSubmissionEvent;
const accepted = ok(undefined);
const throttled = err<ApiError>({ _tag: 'HttpError', status: 429, message: 'Too many requests' });

const events: FormSubmissionEvent[] = [
  { type: 'guest.submit', values: { email: ' dana@example.com ' } },
  { type: 'guest.submit', values: { email: 'dana@example' } },
  { type: 'guest.submit', values: { email: '' } },
  { type: 'guest.startOver' },
  done(accepted),
  done(throttled),
];

function wired(answers: Result<void, ApiError>[]) {
  const askForLink = vi.fn(async (_: MyOrdersRequest) => answers.shift() ?? accepted);
  return { machine: myOrdersMachineWith({ myOrders: { askForLink } }), askForLink };
}

describe('find my orders form: model', () => {
  const paths = getShortestPaths(wired([]).machine, { events });

  it('reaches the form, the send and the sent answer', () => {
    expect(new Set(paths.map((p) => JSON.stringify(p.state.value)))).toEqual(new Set(['"form"', '"sending"', '"sent"']));
  });

  it.each(paths.map((p) => [p.steps.map((s) => s.event.type).join(' > '), p] as const))('%s', async (_, path) => {
    const outputs = path.steps.flatMap((s) => ('output' in s.event ? [s.event.output as Result<void, ApiError>] : []));
    const { machine, askForLink } = wired([...outputs]);
    const actor = createActor(machine).start();
    for (const step of path.steps) {
      if (step.event.type.startsWith('xstate.done')) await waitFor(actor, (s) => !s.hasTag('busy'));
      else if (!step.event.type.startsWith('xstate.')) actor.send(step.event);
      const { context } = actor.getSnapshot();
      expect(askForLink.mock.calls.length).toBeLessThanOrEqual(1);
      for (const [request] of askForLink.mock.calls) expect(request).toEqual({ email: 'dana@example.com' });
      if (context.fieldErrors.length > 0) expect(context.fieldErrors.map((e) => e.field)).toEqual(['email']);
    }
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(actor.getSnapshot().value).toEqual(path.state.matches('sending') ? 'sent' : path.state.value);
    if (actor.getSnapshot().matches('form') && outputs.includes(throttled))
      expect(actor.getSnapshot().context.failure).toMatchObject({ status: 429 });
  });
});
