// A voice message (docs/product.md#voice-recording): idle -> recording <-> paused -> stopped, which exports a WAV with its
// duration and transcript. A recognition error stops the recording (and still exports what was
// recorded). The recorder is an injected callback actor (see voice-recording-wiring.ts).
import { assign, fromCallback, sendTo, setup } from 'xstate';
import { notProvided } from '../shared/not-provided';
import {
  RECORDING_SETTINGS,
  type RecorderExportError,
  type RecorderStartError,
  type RecordingSettings,
  type WavBlobRef,
} from './recorder.port';

/** What a finished recording hands to the chat upload. */
export interface VoiceRecording {
  readonly wav: WavBlobRef;
  readonly durationMs: number;
  readonly transcript: string;
}

/** Commands the machine sends to the recorder actor. */
export type RecorderCommand =
  { readonly type: 'recorder.pause' } | { readonly type: 'recorder.resume' } | { readonly type: 'recorder.stop' };

/** Reports the recorder actor sends back. */
export type RecorderReport =
  | { readonly type: 'recorder.started' }
  | { readonly type: 'recorder.startFailed'; readonly error: RecorderStartError }
  | { readonly type: 'recorder.transcript'; readonly text: string }
  | { readonly type: 'recorder.recognitionError'; readonly reason: string }
  | { readonly type: 'recorder.exported'; readonly wav: WavBlobRef; readonly durationMs: number }
  | { readonly type: 'recorder.exportFailed'; readonly error: RecorderExportError };

export type VoiceRecordingEvent =
  | { readonly type: 'guest.start' }
  | { readonly type: 'guest.pause' }
  | { readonly type: 'guest.resume' }
  | { readonly type: 'guest.stop' }
  | { readonly type: 'guest.cancel' }
  | { readonly type: 'guest.reset' }
  | RecorderReport;

export interface VoiceRecordingContext {
  readonly transcript: string;
  readonly recording: VoiceRecording | null;
  /** Set when a recognition error ended the recording. */
  readonly recognitionError: string | null;
  /** Why the recording failed, in the failed state; the site writes the words. */
  readonly failure: RecordingFailure | null;
  /** The speech recognition language (a BCP 47 tag). */
  readonly language: string;
}

export type RecordingFailure = 'microphone-unsupported' | 'microphone-denied' | 'recorder-failed' | 'not-saved';

export function startFailure(error: RecorderStartError): RecordingFailure {
  switch (error._tag) {
    case 'MicrophoneUnsupported':
      return 'microphone-unsupported';
    case 'MicrophoneDenied':
      return 'microphone-denied';
    case 'RecorderFailed':
      // The technical message stays in the error for logs; the guest gets plain words.
      return 'recorder-failed';
  }
}

/** What a new recording starts from; the recognition language stays. */
const cleared = { transcript: '', recording: null, recognitionError: null, failure: null } as const;

export interface VoiceRecordingInput {
  /** The speech recognition language (recognitionLanguage of the site's); English's en-IN when none is given. */
  readonly language?: string;
}

export const voiceRecordingMachine = setup({
  types: {
    context: {} as VoiceRecordingContext,
    events: {} as VoiceRecordingEvent,
    input: {} as VoiceRecordingInput | undefined,
  },
  actors: {
    recorder: fromCallback<RecorderCommand, RecordingSettings>(notProvided('voiceRecording', 'actor recorder')),
  },
}).createMachine({
  id: 'voiceRecording',
  context: ({ input }) => ({ ...cleared, language: input?.language ?? RECORDING_SETTINGS.language }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'guest.start': { target: 'active', actions: assign(cleared) } },
    },
    active: {
      invoke: { id: 'recorder', src: 'recorder', input: ({ context }) => ({ ...RECORDING_SETTINGS, language: context.language }) },
      on: {
        'recorder.transcript': { actions: assign({ transcript: ({ event }) => event.text }) },
        'guest.cancel': { target: 'idle', actions: assign(cleared) },
      },
      initial: 'starting',
      states: {
        starting: {
          tags: ['busy'],
          on: {
            'recorder.started': 'recording',
            'recorder.startFailed': {
              target: '#voiceRecording.failed',
              actions: assign({ failure: ({ event }) => startFailure(event.error) }),
            },
          },
        },
        recording: {
          tags: ['recording'],
          on: {
            'guest.pause': { target: 'paused', actions: sendTo('recorder', { type: 'recorder.pause' }) },
            'guest.stop': 'stopping',
            'recorder.recognitionError': { target: 'stopping', actions: assign({ recognitionError: ({ event }) => event.reason }) },
          },
        },
        paused: {
          on: {
            'guest.resume': { target: 'recording', actions: sendTo('recorder', { type: 'recorder.resume' }) },
            'guest.stop': 'stopping',
            'recorder.recognitionError': { target: 'stopping', actions: assign({ recognitionError: ({ event }) => event.reason }) },
          },
        },
        stopping: {
          tags: ['busy'],
          entry: sendTo('recorder', { type: 'recorder.stop' }),
          on: {
            'recorder.exported': {
              target: '#voiceRecording.stopped',
              actions: assign({
                recording: ({ context, event }) => ({ wav: event.wav, durationMs: event.durationMs, transcript: context.transcript }),
              }),
            },
            'recorder.exportFailed': { target: '#voiceRecording.failed', actions: assign({ failure: 'not-saved' }) },
          },
        },
      },
    },
    stopped: {
      on: { 'guest.reset': { target: 'idle', actions: assign(cleared) } },
    },
    failed: {
      tags: ['error'],
      on: { 'guest.reset': { target: 'idle', actions: assign(cleared) } },
    },
  },
});
