// Runs a machine headlessly from recorded events, its calls answered from recorded responses, and
// records every transition of the machine (state, event, context changes).
import { createActor, type AnyActorRef, type AnyMachineSnapshot, type StateValue } from 'xstate';
import { contextDiff, type ContextChange } from './context-diff';
import { recordedPorts, ReplayMismatch, type RecordedPorts } from './recorded-ports';
import type { MachineEventObject, ReplayEventsFile, ReplayResponsesFile } from './replay-format';
import { replayFlows, type ReplayFlow } from './replay-flows';

export interface ReplayTransition {
  readonly event: MachineEventObject;
  /** Active states as dotted paths, for example `submitting.creating`. */
  readonly state: string;
  readonly tags: readonly string[];
  readonly changes: readonly ContextChange[];
}

export interface ReplayReport {
  readonly flow: string;
  readonly transitions: readonly ReplayTransition[];
  readonly finalState: string;
  readonly status: 'active' | 'done' | 'error' | 'stopped';
  /** What the machine reported while running (decode errors, storage writes). */
  readonly log: readonly string[];
  /** Why the replay does not match its recording; empty when it does. */
  readonly problems: readonly string[];
  readonly ok: boolean;
}

export const stateLabel = (value: StateValue): string => leafPaths(value).join(', ');

function leafPaths(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value];
  return Object.entries(value).flatMap(([key, child]) => (child === undefined ? [prefix + key] : leafPaths(child, `${prefix}${key}.`)));
}

/** `a.b.c` as the state value `{ a: { b: 'c' } }`. */
const stateValueOf = (dotted: string): StateValue =>
  dotted
    .split('.')
    .reverse()
    .reduce<StateValue>((inner, key) => (inner === '' ? key : { [key]: inner }), '');

// Every recorded answer resolves at once, so a macrotask lets a whole chain of calls play out.
const nextMacrotask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function settled(actor: AnyActorRef, idle: () => Promise<void>): Promise<void> {
  let last = actor.getSnapshot();
  for (let round = 0; round < 1000; round++) {
    await idle();
    await nextMacrotask();
    const now = actor.getSnapshot();
    if (now === last) return;
    last = now;
  }
  throw new Error('The machine did not settle after 1000 rounds: a loop of calls?');
}

/** Where the answers come from: a responses file, or live adapters (`--api`) with the input they loaded. */
export type ReplayAnswers = ReplayResponsesFile | { readonly live: RecordedPorts; readonly input?: unknown };

export async function runReplay(
  flowName: string,
  eventsFile: ReplayEventsFile & { readonly events: readonly MachineEventObject[] },
  answers: ReplayAnswers,
  flows: Readonly<Record<string, ReplayFlow>> = replayFlows,
  log: string[] = [],
): Promise<ReplayReport> {
  const flow = flows[flowName];
  if (flow === undefined) throw new Error(`Unknown flow ${flowName}. Known flows: ${Object.keys(flows).join(', ')}.`);
  const problems: string[] = [];
  if (eventsFile.flow !== flowName) problems.push(`The events file is for flow ${eventsFile.flow}, not ${flowName}.`);
  if ('flow' in answers && answers.flow !== flowName) problems.push(`The responses file is for flow ${answers.flow}, not ${flowName}.`);
  if (problems.length > 0) return { flow: flowName, transitions: [], finalState: '', status: 'stopped', log: [], problems, ok: false };

  const transitions: ReplayTransition[] = [];
  const recorded = 'live' in answers ? answers.live : recordedPorts(flow.ports, answers.calls);
  const report = (line: string) => log.push(line);
  const machine = flow.machine(recorded.ports, report);
  const idle = () => recorded.idle?.() ?? Promise.resolve();
  const input = 'live' in answers && answers.input !== undefined ? answers.input : flow.input(eventsFile.input, report);

  let previousContext: unknown = undefined;
  let failure: unknown = null;
  const actor: AnyActorRef = createActor(machine, {
    input,
    inspect: (inspection) => {
      if (inspection.type !== '@xstate.snapshot' || inspection.actorRef !== actor) return;
      const snapshot = inspection.snapshot as AnyMachineSnapshot;
      transitions.push({
        event: inspection.event as MachineEventObject,
        state: stateLabel(snapshot.value),
        tags: [...snapshot.tags].sort(),
        changes: contextDiff(previousContext, snapshot.context),
      });
      previousContext = snapshot.context;
    },
  });
  actor.subscribe({ error: (error) => (failure = error) });
  actor.start();
  await settled(actor, idle);

  const events: readonly MachineEventObject[] = eventsFile.events;
  let unsent: string | null = null;
  for (const [index, event] of events.entries()) {
    if (actor.getSnapshot().status !== 'active') {
      unsent = `Events from #${index + 1} (${event.type}) were not sent: the machine is ${actor.getSnapshot().status}.`;
      break;
    }
    actor.send(event);
    await settled(actor, idle);
  }

  const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
  if (failure !== null) {
    const message = failure instanceof Error ? failure.message : String(failure);
    problems.push(failure instanceof ReplayMismatch ? message : `The machine failed: ${message}`);
  }
  if (unsent !== null) problems.push(unsent);
  for (const call of recorded.unused()) problems.push(`The recorded answer to ${call.port}.${call.method} was never asked for.`);
  const expected = eventsFile.expect;
  if (expected?.state !== undefined && !snapshot.matches(stateValueOf(expected.state))) {
    problems.push(`Expected to end in ${expected.state}, ended in ${stateLabel(snapshot.value)}.`);
  }
  if (expected?.status !== undefined && snapshot.status !== expected.status) {
    problems.push(`Expected status ${expected.status}, ended ${snapshot.status}.`);
  }
  actor.stop();
  return {
    flow: flowName,
    transitions,
    finalState: stateLabel(snapshot.value),
    status: snapshot.status,
    log,
    problems,
    ok: problems.length === 0,
  };
}
