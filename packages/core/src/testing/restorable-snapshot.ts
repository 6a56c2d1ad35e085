// The rule every machine keeps: its snapshot is plain data (effects come through `.provide`, never
// through the context), so it survives JSON and restores, as a replay, a saved session or the
// inspector need. Used by the machines' tests.
import { createActor, type AnyActorRef, type AnyStateMachine, type Snapshot } from 'xstate';
import { expect } from 'vitest';

/** Checks that the actor's persisted snapshot survives JSON and that `machine` restores it to the same state and context. */
export function expectRestorableSnapshot(machine: AnyStateMachine, actor: AnyActorRef): void {
  const persisted: unknown = actor.getPersistedSnapshot();
  const copy: unknown = JSON.parse(JSON.stringify(persisted));
  // A function, a port object or a Map would come back different (or not at all).
  expect(copy).toEqual(persisted);
  const restored = createActor(machine, { snapshot: copy as Snapshot<unknown> });
  restored.start();
  const before = actor.getSnapshot() as { readonly value: unknown; readonly context: unknown };
  const after = restored.getSnapshot() as { readonly value: unknown; readonly context: unknown; readonly status: string };
  expect(after.status).toBe(actor.getSnapshot().status);
  expect(after.value).toEqual(before.value);
  expect(after.context).toEqual(before.context);
  restored.stop();
}
