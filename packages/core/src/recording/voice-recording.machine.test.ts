import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, waitFor } from 'xstate';
import { voiceRecordingMachineWith } from './voice-recording-wiring';
import {
  RECORDING_SETTINGS,
  type RecorderListener,
  type RecorderPort,
  type RecorderSession,
  type RecordingSettings,
  type WavExport,
} from './recorder.port';
import { voiceRecordingMachine, type RecorderCommand } from './voice-recording.machine';
import { ok, type Result } from '../shared/result';
import { expectRestorableSnapshot } from '../testing/restorable-snapshot';

const wav = { mimeType: 'audio/wav', sizeBytes: 132_344, blob: 'blob:1' } as const;

/** A recorder actor that only notes what it was told; the test plays the recorder's reports. */
function fakeRecorder() {
  const log = { commands: [] as string[], settings: [] as RecordingSettings[], released: 0 };
  const logic = fromCallback<RecorderCommand, RecordingSettings>(({ input, receive }) => {
    log.settings.push(input);
    receive((command) => log.commands.push(command.type));
    return () => {
      log.released += 1;
    };
  });
  return { logic, log };
}

const startWith = (recorder: ReturnType<typeof fakeRecorder>) =>
  createActor(voiceRecordingMachine.provide({ actors: { recorder: recorder.logic } })).start();

describe('voice recording machine', () => {
  it('idle -> recording <-> paused -> stopped, exporting the WAV with duration and transcript', () => {
    const recorder = fakeRecorder();
    const actor = startWith(recorder);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'guest.start' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(recorder.log.settings).toEqual([{ language: 'en-IN', channelCount: 1, bufferSize: 4096 }]);
    actor.send({ type: 'recorder.started' });
    expect(actor.getSnapshot().value).toEqual({ active: 'recording' });
    actor.send({ type: 'recorder.transcript', text: 'table for' });
    actor.send({ type: 'guest.pause' });
    expect(actor.getSnapshot().value).toEqual({ active: 'paused' });
    actor.send({ type: 'guest.resume' });
    actor.send({ type: 'recorder.transcript', text: 'table for four' });
    actor.send({ type: 'guest.stop' });
    expect(actor.getSnapshot().value).toEqual({ active: 'stopping' });
    expect(recorder.log.commands).toEqual(['recorder.pause', 'recorder.resume', 'recorder.stop']);
    actor.send({ type: 'recorder.exported', wav, durationMs: 1500 });
    const stopped = actor.getSnapshot();
    expect(stopped.value).toBe('stopped');
    expect(stopped.context.recording).toEqual({ wav, durationMs: 1500, transcript: 'table for four' });
    expect(recorder.log.released).toBe(1);
  });

  it('keeps a snapshot of plain data that restores, mid-recording and once stopped', () => {
    const recorder = fakeRecorder();
    const machine = voiceRecordingMachine.provide({ actors: { recorder: recorder.logic } });
    const actor = createActor(machine).start();
    actor.send({ type: 'guest.start' });
    actor.send({ type: 'recorder.started' });
    actor.send({ type: 'recorder.transcript', text: 'table for four' });
    expectRestorableSnapshot(machine, actor);
    actor.send({ type: 'guest.stop' });
    // The WAV is the recorder's reference to its data (here a string, in the browser a Blob for the upload).
    actor.send({ type: 'recorder.exported', wav, durationMs: 1500 });
    expectRestorableSnapshot(machine, actor);
  });

  it('a recognition error stops the recording and still exports it', () => {
    const recorder = fakeRecorder();
    const actor = startWith(recorder);
    actor.send({ type: 'guest.start' });
    actor.send({ type: 'recorder.started' });
    actor.send({ type: 'recorder.recognitionError', reason: 'no-speech' });
    expect(actor.getSnapshot().value).toEqual({ active: 'stopping' });
    expect(recorder.log.commands).toEqual(['recorder.stop']);
    actor.send({ type: 'recorder.exported', wav, durationMs: 800 });
    expect(actor.getSnapshot().context).toMatchObject({ recognitionError: 'no-speech', recording: { durationMs: 800, transcript: '' } });
  });

  it('without a microphone fails as unsupported, and a reset clears it', () => {
    const actor = startWith(fakeRecorder());
    actor.send({ type: 'guest.start' });
    actor.send({ type: 'recorder.startFailed', error: { _tag: 'MicrophoneUnsupported' } });
    const failed = actor.getSnapshot();
    expect(failed.value).toBe('failed');
    expect(failed.hasTag('error')).toBe(true);
    expect(failed.context.failure).toBe('microphone-unsupported');
    actor.send({ type: 'guest.reset' });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('cancel releases the recorder and exports nothing', () => {
    const recorder = fakeRecorder();
    const actor = startWith(recorder);
    actor.send({ type: 'guest.start' });
    actor.send({ type: 'recorder.started' });
    actor.send({ type: 'guest.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(recorder.log.released).toBe(1);
    expect(actor.getSnapshot().context.recording).toBeNull();
  });

  it('fails loudly when the recorder is not provided', () => {
    const actor = createActor(voiceRecordingMachine);
    const errors: unknown[] = [];
    actor.subscribe({ error: (e) => errors.push(e) });
    actor.start();
    actor.send({ type: 'guest.start' });
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(errors[0])).toContain('not provided');
  });
});

describe('recorder actor over a RecorderPort', () => {
  function fakePort(startResult: 'ok' | 'unsupported' = 'ok') {
    let listener: RecorderListener | null = null;
    const session: RecorderSession & { stop: ReturnType<typeof vi.fn> } = {
      pause: vi.fn(),
      resume: vi.fn(),
      stop: vi.fn(async (): Promise<Result<WavExport, never>> => ok({ wav, durationMs: 2100 })),
      cancel: vi.fn(),
    };
    const port: RecorderPort = {
      start: vi.fn(async (_settings, l) => {
        listener = l;
        return startResult === 'ok' ? ok(session) : { ok: false as const, error: { _tag: 'MicrophoneUnsupported' as const } };
      }),
    };
    return { port, session, listen: () => listener as RecorderListener | null };
  }

  it('drives the port and reports back through the machine', async () => {
    const { port, session, listen } = fakePort();
    const actor = createActor(voiceRecordingMachineWith(port)).start();
    actor.send({ type: 'guest.start' });
    await waitFor(actor, (s) => s.matches({ active: 'recording' }));
    expect(port.start).toHaveBeenCalledWith(RECORDING_SETTINGS, expect.anything());
    listen()?.transcript('two bottles please');
    actor.send({ type: 'guest.pause' });
    expect(session.pause).toHaveBeenCalledOnce();
    actor.send({ type: 'guest.resume' });
    expect(session.resume).toHaveBeenCalledOnce();
    listen()?.recognitionError('network');
    const stopped = await waitFor(actor, (s) => s.matches('stopped'));
    expect(session.stop).toHaveBeenCalledOnce();
    expect(stopped.context.recording).toEqual({ wav, durationMs: 2100, transcript: 'two bottles please' });
    expect(session.cancel).toHaveBeenCalledOnce();
  });

  it('recognises speech in the language it was given, across recordings', async () => {
    const { port } = fakePort();
    const actor = createActor(voiceRecordingMachineWith(port), { input: { language: 'he-IL' } }).start();
    for (const _ of [1, 2]) {
      actor.send({ type: 'guest.start' });
      await waitFor(actor, (s) => s.matches({ active: 'recording' }));
      actor.send({ type: 'guest.cancel' });
    }
    expect(vi.mocked(port.start).mock.calls.map(([settings]) => settings)).toEqual([
      { ...RECORDING_SETTINGS, language: 'he-IL' },
      { ...RECORDING_SETTINGS, language: 'he-IL' },
    ]);
  });

  it('reports an unsupported microphone', async () => {
    const { port } = fakePort('unsupported');
    const actor = createActor(voiceRecordingMachineWith(port)).start();
    actor.send({ type: 'guest.start' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.failure).toBe('microphone-unsupported');
  });

  it('releases a microphone that opens after the guest cancelled', async () => {
    const { port, session } = fakePort();
    const actor = createActor(voiceRecordingMachineWith(port)).start();
    actor.send({ type: 'guest.start' });
    actor.send({ type: 'guest.cancel' });
    await vi.waitFor(() => expect(session.cancel).toHaveBeenCalledOnce());
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
