import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { ApiError } from '../shared/api-error';
import type { FieldError } from '../shared/form-validation';
import { err, ok, type Result } from '../shared/result';
import { expectRestorableSnapshot } from '../testing/restorable-snapshot';
import { answerOf, formSubmissionWith } from './form-submission-wiring';
import { formSubmissionMachine, type FormSubmissionEvent } from './form-submission.machine';

// A small form of one field: its rule is "not blank", its payload the trimmed text.
interface Values {
  readonly text: string;
}
const validate = ({ text }: Values): Result<{ text: string }, readonly FieldError[]> =>
  text.trim() === '' ? err([{ field: 'text', placeholder: 'Text', reason: 'required' }]) : ok({ text: text.trim() });
const offline: Result<string, ApiError> = err({ _tag: 'NetworkError', message: 'offline' });
const refused: Result<string, ApiError> = err({ _tag: 'HttpError', status: 422, message: 'invalid' });

function setup(answers: Result<string, ApiError>[]) {
  const send = vi.fn(async (_payload: { text: string }) => answers.shift() ?? ok('stored-1'));
  const machine = formSubmissionWith<Values, { text: string }, string>({ validate, send });
  const actor = createActor(machine).start();
  return { actor, send, machine };
}

describe('form submission machine', () => {
  it('sends once for a double click, busy meanwhile, then is sent with the answer', async () => {
    const { actor, send } = setup([ok('stored-1')]);
    actor.send({ type: 'guest.submit', values: { text: ' Hello ' } });
    actor.send({ type: 'guest.submit', values: { text: ' Hello ' } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const sent = await waitFor(actor, (s) => s.matches('sent'));
    expect(send).toHaveBeenCalledExactlyOnceWith({ text: 'Hello' });
    expect(answerOf<string>(sent.context)).toBe('stored-1');
  });

  it('stays on the form with the field errors and sends nothing when invalid', () => {
    const { actor, send } = setup([]);
    actor.send({ type: 'guest.submit', values: { text: '  ' } });
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.fieldErrors).toEqual([{ field: 'text', placeholder: 'Text', reason: 'required' }]);
    expect(send).not.toHaveBeenCalled();
  });

  it('returns to the form with the failure, clears it on the next send, and starts over after a send', async () => {
    const { actor, send, machine } = setup([offline, ok('stored-2')]);
    actor.send({ type: 'guest.submit', values: { text: 'Hi' } });
    const failed = await waitFor(actor, (s) => s.matches('form') && s.context.failure !== null);
    expect(failed.context.failure?._tag).toBe('NetworkError');
    expectRestorableSnapshot(machine, actor);
    actor.send({ type: 'guest.submit', values: { text: 'Hi' } });
    expect(actor.getSnapshot().context.failure).toBeNull();
    await waitFor(actor, (s) => s.matches('sent'));
    expect(send).toHaveBeenCalledTimes(2);
    actor.send({ type: 'guest.startOver' });
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context).toEqual({ fieldErrors: [], payload: null, failure: null, answer: null });
  });

  it('fails loudly when a form forgot to supply its rules', () => {
    const actor = createActor(formSubmissionMachine);
    const errors: unknown[] = [];
    actor.subscribe({ error: (e) => errors.push(e) });
    actor.start();
    actor.send({ type: 'guest.submit', values: { text: 'x' } });
    expect(String(errors[0])).toMatch(/formSubmission: action validate not provided/);
  });

  it('property: whatever the guest does, sends never outnumber valid submits, and the form never holds both errors and a payload', async () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('submit' as const), text: fc.oneof(fc.constant(' '), fc.string({ maxLength: 6 })) }),
      fc.record({ kind: fc.constant('startOver' as const) }),
      fc.record({ kind: fc.constant('settle' as const) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 12 }), fc.array(fc.boolean(), { maxLength: 12 }), async (steps, outcomes) => {
        const { actor, send } = setup(outcomes.map((good) => (good ? ok('id') : refused)));
        let validSubmitsInForm = 0;
        for (const s of steps) {
          if (s.kind === 'submit') {
            if (actor.getSnapshot().matches('form') && s.text.trim() !== '') validSubmitsInForm += 1;
            actor.send({ type: 'guest.submit', values: { text: s.text } });
          } else if (s.kind === 'startOver') actor.send({ type: 'guest.startOver' });
          else await waitFor(actor, (snap) => !snap.hasTag('busy'));
          const { context } = actor.getSnapshot();
          expect(context.fieldErrors.length > 0 && context.payload !== null).toBe(false);
        }
        expect(send.mock.calls.length).toBe(validSubmitsInForm);
      }),
      { numRuns: 60 },
    );
  });

  it('model: every shortest path reaches its state, and only a send that succeeded leaves an answer', () => {
    const done = (output: Result<string, ApiError>) =>
      ({ type: 'xstate.done.actor.0.formSubmission.sending', output }) as unknown as FormSubmissionEvent;
    const events: FormSubmissionEvent[] = [
      { type: 'guest.submit', values: { text: 'Hi' } },
      { type: 'guest.submit', values: { text: '' } },
      { type: 'guest.startOver' },
      done(ok('stored-1')),
      done(offline),
    ];
    const { machine } = setup([]);
    const paths = getShortestPaths(machine, { events });
    expect(new Set(paths.map((p) => JSON.stringify(p.state.value)))).toEqual(new Set(['"form"', '"sending"', '"sent"']));
    for (const path of paths) {
      const outputs = path.steps.flatMap((s) => ('output' in s.event ? [s.event.output as Result<string, ApiError>] : []));
      const { actor, send } = setup([...outputs]);
      for (const step of path.steps) if (!step.event.type.startsWith('xstate.')) actor.send(step.event);
      expect(send.mock.calls.length).toBeLessThanOrEqual(1);
      const answer = actor.getSnapshot().context.answer;
      if (path.state.matches('sent')) expect(path.state.context.answer).toBe('stored-1');
      else expect(answer).toBeNull();
    }
  });
});
