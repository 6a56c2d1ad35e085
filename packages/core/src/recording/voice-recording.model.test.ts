// Model-based test: walk every shortest path of the voice recording machine against a live actor
// whose recorder is a fake, and check the same invariant after every step.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { RecordingSettings } from './recorder.port';
import { voiceRecordingMachine, type RecorderCommand, type VoiceRecordingEvent } from './voice-recording.machine';

const wav = { mimeType: 'audio/wav', sizeBytes: 44, blob: 'blob:model' } as const;

const events: VoiceRecordingEvent[] = [
  { type: 'guest.start' },
  { type: 'guest.pause' },
  { type: 'guest.resume' },
  { type: 'guest.stop' },
  { type: 'guest.cancel' },
  { type: 'guest.reset' },
  { type: 'recorder.started' },
  { type: 'recorder.startFailed', error: { _tag: 'MicrophoneUnsupported' } },
  { type: 'recorder.transcript', text: 'hello' },
  { type: 'recorder.recognitionError', reason: 'network' },
  { type: 'recorder.exported', wav, durationMs: 1500 },
  { type: 'recorder.exportFailed', error: { _tag: 'ExportFailed', message: 'encoder' } },
];

type Snapshot = SnapshotFrom<typeof voiceRecordingMachine>;

function liveActor() {
  const recorder = { running: false, commands: [] as string[] };
  const logic = fromCallback<RecorderCommand, RecordingSettings>(({ receive }) => {
    recorder.running = true;
    recorder.commands = [];
    receive((command) => recorder.commands.push(command.type));
    return () => {
      recorder.running = false;
    };
  });
  const actor = createActor(voiceRecordingMachine.provide({ actors: { recorder: logic } })).start();
  return { actor, recorder };
}

function invariant(live: Snapshot, model: Snapshot, recorder: { running: boolean; commands: string[] }) {
  expect(live.value).toEqual(model.value);
  expect(live.context).toEqual(model.context);
  const inActive = live.matches('active');
  // The recorder runs exactly while the machine is active.
  expect(recorder.running).toBe(inActive);
  expect(live.hasTag('busy')).toBe(live.matches({ active: 'starting' }) || live.matches({ active: 'stopping' }));
  expect(live.hasTag('error')).toBe(live.matches('failed'));
  expect(live.hasTag('recording')).toBe(live.matches({ active: 'recording' }));
  // A recording exists exactly when stopped, carrying the transcript heard so far.
  expect(live.context.recording !== null).toBe(live.matches('stopped'));
  if (live.context.recording) expect(live.context.recording.transcript).toBe(live.context.transcript);
  expect(live.context.failure !== null).toBe(live.matches('failed'));
  if (live.matches('idle'))
    expect(live.context).toEqual({ transcript: '', recording: null, recognitionError: null, failure: null, language: 'en-IN' });
  // The recorder was told what the state says: paused after pause, stop once on stopping.
  const last = recorder.commands.at(-1);
  if (live.matches({ active: 'paused' })) expect(last).toBe('recorder.pause');
  if (live.matches({ active: 'stopping' })) expect(recorder.commands.filter((c) => c === 'recorder.stop')).toEqual(['recorder.stop']);
  if (live.matches({ active: 'recording' })) expect(last === undefined || last === 'recorder.resume').toBe(true);
}

describe('voice recording model', () => {
  // createTestModel refuses machines that invoke actors, so the paths come from getShortestPaths
  // and each one is replayed on a live actor by hand. Only events the state handles are walked, and a
  // state is keyed by the transition that entered it too, so every transition gets a path of its own
  // (pause then resume lands on a state already seen by its value and context alone).
  const paths = getShortestPaths(voiceRecordingMachine, {
    events: (state) => events.filter((event) => state.can(event)),
    serializeState: (state, event, previous) =>
      JSON.stringify({ value: state.value, context: state.context, from: previous?.value ?? null, by: event?.type ?? null }),
  });

  it('reaches every state of the flow', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const value of [
      'idle',
      { active: 'starting' },
      { active: 'recording' },
      { active: 'paused' },
      { active: 'stopping' },
      'stopped',
      'failed',
    ]) {
      expect(reached).toContain(JSON.stringify(value));
    }
    expect(paths.some((p) => p.state.context.failure === 'microphone-unsupported')).toBe(true);
    const walked = new Set(paths.flatMap((p) => p.steps.map((s) => s.event.type)));
    for (const event of events) expect(walked).toContain(event.type);
  });

  it.each(paths.map((p) => [p.steps.map((s) => s.event.type).join(' > ') || '(initial)', p] as const))('%s', (_, path) => {
    const { actor, recorder } = liveActor();
    for (const step of path.steps) {
      if ((step.event.type as string) !== 'xstate.init') actor.send(step.event);
      invariant(actor.getSnapshot(), step.state, recorder);
    }
    expect(actor.getSnapshot().value).toEqual(path.state.value);
    actor.stop();
  });
});
