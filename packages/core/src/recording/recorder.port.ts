// The microphone, WAV export and speech recognition (docs/product.md#voice-recording), as the voice recording machine
// sees them. The adapter implements this with getUserMedia, a 4096-sample audio processor and
// SpeechRecognition; core never touches those APIs.
import type { Result } from '../shared/result';

/** Recording mono, buffer 4096, WAV output; speech recognised in the guest's language (recognition-language.ts). */
export interface RecordingSettings {
  readonly language: string;
  readonly channelCount: 1;
  readonly bufferSize: 4096;
}

/** The English site's settings: recognition language en-IN. */
export const RECORDING_SETTINGS: RecordingSettings = { language: 'en-IN', channelCount: 1, bufferSize: 4096 };

export type RecorderStartError =
  | { readonly _tag: 'MicrophoneUnsupported' }
  | { readonly _tag: 'MicrophoneDenied'; readonly message: string }
  | { readonly _tag: 'RecorderFailed'; readonly message: string };

export interface RecorderExportError {
  readonly _tag: 'ExportFailed';
  readonly message: string;
}

/** The exported audio. `blob` is opaque to core (a Blob in the browser) and goes untouched to the chat upload. */
export interface WavBlobRef {
  readonly mimeType: 'audio/wav';
  readonly sizeBytes: number;
  readonly blob: unknown;
}

export interface WavExport {
  readonly wav: WavBlobRef;
  readonly durationMs: number;
}

/** What the recorder reports while it runs. */
export interface RecorderListener {
  /** The whole transcript so far (final and interim results joined), replacing the previous one. */
  transcript(text: string): void;
  /** Speech recognition failed (this stops the recording). */
  recognitionError(reason: string): void;
}

export interface RecorderSession {
  pause(): void;
  resume(): void;
  /** Stops the microphone and recognition and encodes the WAV. */
  stop(): Promise<Result<WavExport, RecorderExportError>>;
  /** Releases the microphone without exporting; safe to call at any time, also after stop. */
  cancel(): void;
}

export interface RecorderPort {
  /** Opens the microphone and starts recording and recognising; a missing API is MicrophoneUnsupported. */
  start(settings: RecordingSettings, listener: RecorderListener): Promise<Result<RecorderSession, RecorderStartError>>;
}
