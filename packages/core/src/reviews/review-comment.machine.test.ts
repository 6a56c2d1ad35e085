import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { Review } from '../content/review.schema';
import type { ApiError } from '../shared/api-error';
import { err, ok, type Result } from '../shared/result';
import { reviewCommentMachineWith } from './review-comment-wiring';
import { reviewCommentMachine, type ReviewCommentEvent } from './review-comment.machine';

const target = { type: 'talent', id: 'talent-1' } as const;
const values = { name: 'Dana', rating: 5, comment: 'Loved the set' };
const stored: Review = {
  _id: 'review-1',
  type: 'talent',
  targetId: 'talent-1',
  name: 'Dana',
  rating: 5,
  comment: 'Loved the set',
  date: '2026-11-23',
  photo: null,
};
const offline: Result<Review, ApiError> = err({ _tag: 'NetworkError', message: 'offline' });

function setup(answers: Result<Review, ApiError>[]) {
  const comment = vi.fn(async () => answers.shift() ?? ok(stored));
  const reviewStored = vi.fn();
  const actor = createActor(reviewCommentMachineWith({ reviews: { comment }, reviewStored }), { input: target }).start();
  return { actor, comment, reviewStored };
}

describe('review comment machine', () => {
  it('sends one review for a double click, then is sent and tells the page', async () => {
    const { actor, comment, reviewStored } = setup([ok(stored)]);
    actor.send({ type: 'guest.submit', values });
    actor.send({ type: 'guest.submit', values });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const sent = await waitFor(actor, (s) => s.matches('sent'));
    expect(comment).toHaveBeenCalledExactlyOnceWith({ type: 'talent', id: 'talent-1', ...values });
    expect(sent.context.stored).toEqual(stored);
    expect(reviewStored).toHaveBeenCalledOnce();
  });

  it('returns to the form with the failure after a failed send, and sends again', async () => {
    const { actor, comment, reviewStored } = setup([offline, ok(stored)]);
    actor.send({ type: 'guest.submit', values });
    const failed = await waitFor(actor, (s) => s.matches('form') && s.context.failure !== null);
    expect(failed.context.failure?._tag).toBe('NetworkError');
    expect(reviewStored).not.toHaveBeenCalled();
    actor.send({ type: 'guest.submit', values });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(comment).toHaveBeenCalledTimes(2);
  });

  it('stays on the form with field errors and sends nothing when invalid', () => {
    const { actor, comment } = setup([]);
    actor.send({ type: 'guest.submit', values: { ...values, rating: null } });
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.fieldErrors.map((e) => e.field)).toEqual(['rating']);
    expect(comment).not.toHaveBeenCalled();
  });

  it('model: every shortest path reaches its state, and only a sent review is ever reported stored', () => {
    const done = (output: Result<Review, ApiError>) =>
      ({ type: 'xstate.done.actor.0.reviewComment.sending', output }) as unknown as ReviewCommentEvent;
    const events: ReviewCommentEvent[] = [
      { type: 'guest.submit', values },
      { type: 'guest.submit', values: { ...values, name: '' } },
      { type: 'guest.writeAnother' },
      done(ok(stored)),
      done(offline),
    ];
    const machine = reviewCommentMachine.provide({ actions: { reviewStored: () => undefined } });
    const paths = getShortestPaths(machine, { events, input: target });
    expect(new Set(paths.map((p) => JSON.stringify(p.state.value)))).toEqual(new Set(['"form"', '"sending"', '"sent"']));
    for (const path of paths) {
      const { actor, comment, reviewStored } = setup(
        path.steps.flatMap((s) => ('output' in s.event ? [s.event.output as Result<Review, ApiError>] : [])),
      );
      for (const step of path.steps) if (!step.event.type.startsWith('xstate.')) actor.send(step.event);
      expect(reviewStored.mock.calls.length).toBeLessThanOrEqual(comment.mock.calls.length);
    }
  });
});
