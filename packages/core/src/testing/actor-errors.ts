// For the tests that a machine fails loudly: starts an actor and keeps every error it fails with.
import type { AnyActorRef } from 'xstate';

export function startCollectingErrors<TActor extends AnyActorRef>(actor: TActor): { readonly actor: TActor; readonly errors: unknown[] } {
  const errors: unknown[] = [];
  actor.subscribe({ error: (error) => errors.push(error) });
  actor.start();
  return { actor, errors };
}
