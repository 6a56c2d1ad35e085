// A voice message (spec 4): idle -> recording <-> paused -> stopped, which exports a WAV with its
// duration and transcript. A recognition error stops the recording (and still exports what was
// recorded). The recorder is an injected callback actor (see voice-recording-wiring.ts).
import { assign, fromCallback, sendTo, setup } from 'xstate';
import { notProvided } from '../shared/not-provided';
import {
  MICROPHONE_UNSUPPORTED_MESSAGE,
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
  /** The message to show in the failed state. */
  readonly errorMessage: string | null;
}

// Spec 8 gives only the unsupported-microphone text; the others are ours.
export const MICROPHONE_DENIED_MESSAGE = 'Microphone access was denied.';
export const RECORDER_FAILED_MESSAGE = 'The microphone could not be started.';
export const RECORDING_NOT_SAVED_MESSAGE = 'The recording could not be saved.';

export function startErrorMessage(error: RecorderStartError): string {
  switch (error._tag) {
    case 'MicrophoneUnsupported':
      return MICROPHONE_UNSUPPORTED_MESSAGE;
    case 'MicrophoneDenied':
      return MICROPHONE_DENIED_MESSAGE;
    case 'RecorderFailed':
      // The technical message stays in the error for logs; the guest gets plain words.
      return RECORDER_FAILED_MESSAGE;
  }
}

const initialContext: VoiceRecordingContext = { transcript: '', recording: null, recognitionError: null, errorMessage: null };

export const voiceRecordingMachine = setup({
  types: {
    context: {} as VoiceRecordingContext,
    events: {} as VoiceRecordingEvent,
  },
  actors: {
    recorder: fromCallback<RecorderCommand, RecordingSettings>(notProvided('voiceRecording', 'actor recorder')),
  },
}).createMachine({
  id: 'voiceRecording',
  context: initialContext,
  initial: 'idle',
  states: {
    idle: {
      on: { 'guest.start': { target: 'active', actions: assign(initialContext) } },
    },
    active: {
      invoke: { id: 'recorder', src: 'recorder', input: RECORDING_SETTINGS },
      on: {
        'recorder.transcript': { actions: assign({ transcript: ({ event }) => event.text }) },
        'guest.cancel': { target: 'idle', actions: assign(initialContext) },
      },
      initial: 'starting',
      states: {
        starting: {
          tags: ['busy'],
          on: {
            'recorder.started': 'recording',
            'recorder.startFailed': {
              target: '#voiceRecording.failed',
              actions: assign({ errorMessage: ({ event }) => startErrorMessage(event.error) }),
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
            'recorder.exportFailed': { target: '#voiceRecording.failed', actions: assign({ errorMessage: RECORDING_NOT_SAVED_MESSAGE }) },
          },
        },
      },
    },
    stopped: {
      on: { 'guest.reset': { target: 'idle', actions: assign(initialContext) } },
    },
    failed: {
      tags: ['error'],
      on: { 'guest.reset': { target: 'idle', actions: assign(initialContext) } },
    },
  },
});
