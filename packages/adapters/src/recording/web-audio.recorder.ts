// RecorderPort over the browser (docs/product.md#voice-recording): the microphone through getUserMedia, samples taken by a
// Web Audio ScriptProcessor (mono, 4096-sample buffers) and encoded as WAV on stop, while
// SpeechRecognition (en-IN) reports the transcript. ScriptProcessor is deprecated but is what the
// product brief names, and it works everywhere without serving a separate AudioWorklet module.
// Every browser global is injectable, so the recorder runs against fakes in node tests.
import type {
  RecorderListener,
  RecorderPort,
  RecorderSession,
  RecorderStartError,
  RecordingSettings,
  WavExport,
} from '@venue/core/recording/recorder.port';
import { err, ok, type Result } from '@venue/core/shared/result';
import { encodeWav, wavDurationMs } from '@venue/core/recording/wav-encoder';

/** How long stop waits for the recognizer to hand over its last words before exporting. */
export const RECOGNITION_FLUSH_MS = 1_500;

// The few parts of the Web APIs used here. The browser's own objects satisfy them (see
// browserRecorderEnvironment, which the compiler checks); tests hand in fakes.

/** Handler property types checked bivariantly, as the DOM's own event handler properties are. */
type Handler<E> = { bivarianceHack(event: E): void }['bivarianceHack'];

interface AudioNodeLike {
  connect(destination: AudioNodeLike): unknown;
  disconnect(): void;
}

export interface MediaStreamLike {
  getTracks(): ReadonlyArray<{ stop(): void }>;
}

export interface AudioProcessEventLike {
  readonly inputBuffer: { getChannelData(channel: number): Float32Array };
}

export interface ScriptProcessorLike extends AudioNodeLike {
  onaudioprocess: Handler<AudioProcessEventLike> | null;
}

export interface AudioContextLike {
  readonly sampleRate: number;
  readonly destination: AudioNodeLike;
  createMediaStreamSource(stream: MediaStreamLike): AudioNodeLike;
  createScriptProcessor(bufferSize: number, inputChannels: number, outputChannels: number): ScriptProcessorLike;
  close(): Promise<void>;
}

export interface SpeechRecognitionResultListLike {
  readonly length: number;
  readonly [index: number]: { readonly isFinal: boolean; readonly [index: number]: { readonly transcript: string } };
}

export interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: Handler<{ readonly resultIndex: number; readonly results: SpeechRecognitionResultListLike }> | null;
  onerror: Handler<{ readonly error: string; readonly message?: string }> | null;
  onend: Handler<unknown> | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export interface RecorderEnvironment {
  readonly mediaDevices: { getUserMedia(constraints: { audio: { channelCount: number } }): Promise<MediaStreamLike> } | undefined;
  readonly AudioContext: (new () => AudioContextLike) | undefined;
  readonly SpeechRecognition: (new () => SpeechRecognitionLike) | undefined;
}

export function browserRecorderEnvironment(): RecorderEnvironment {
  const scope = globalThis as typeof globalThis & Record<string, unknown>;
  const audioContext = (scope.AudioContext ?? scope.webkitAudioContext) as (new () => AudioContext) | undefined;
  // Chrome and Safari ship the recognizer only under the webkit prefix; the DOM types have neither.
  const recognition = (scope.SpeechRecognition ?? scope.webkitSpeechRecognition) as (new () => SpeechRecognitionLike) | undefined;
  return {
    mediaDevices: typeof navigator === 'undefined' ? undefined : navigator.mediaDevices,
    AudioContext: audioContext,
    SpeechRecognition: recognition,
  };
}

export interface WebAudioRecorderOptions {
  readonly recognitionFlushMs?: number;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

// The guest said no (or the page may not ask); anything else is a broken or missing device.
const deniedNames = new Set(['NotAllowedError', 'SecurityError', 'PermissionDeniedError']);

/** Speech recognition for one recording; reports the whole transcript each time it changes. */
function createTranscriber(
  Recognition: new () => SpeechRecognitionLike,
  settings: RecordingSettings,
  listener: RecorderListener,
  isCapturing: () => boolean,
) {
  const recognizer = new Recognition();
  let running = false;
  let finished = false;
  let onEnded: (() => void) | undefined;
  // Each recognizer run numbers its results from 0, so finished runs are kept apart.
  const earlierRuns: string[] = [];
  let finals: string[] = [];
  let interim: string[] = [];

  /** This run's words, result by result: the final text where there is one, else the latest guess. */
  const runText = () => Array.from({ length: Math.max(finals.length, interim.length) }, (_, i) => finals[i] ?? interim[i] ?? '');
  const text = () =>
    earlierRuns
      .concat(runText())
      .map((part) => part.trim())
      .filter((part) => part.length > 0)
      .join(' ');

  function start() {
    if (running || finished) return;
    try {
      recognizer.start();
      running = true;
    } catch {
      // Starting a recognizer that has not ended yet throws; the end handler starts it again.
    }
  }

  recognizer.lang = settings.language;
  recognizer.continuous = true;
  recognizer.interimResults = true;
  recognizer.onresult = (event) => {
    if (finished) return;
    for (let i = event.resultIndex; i < event.results.length; i++) {
      const result = event.results[i];
      const said = result?.[0]?.transcript ?? '';
      if (result?.isFinal) finals[i] = said;
      else interim[i] = said;
    }
    listener.transcript(text());
  };
  recognizer.onerror = (event) => {
    // An abort is always one we asked for.
    if (finished || event.error === 'aborted') return;
    listener.recognitionError(event.message || event.error);
  };
  recognizer.onend = () => {
    running = false;
    earlierRuns.push(...runText());
    finals = [];
    interim = [];
    onEnded?.();
    // Browsers end a continuous run on their own after a while; keep listening while recording.
    if (isCapturing()) start();
  };

  function detach() {
    finished = true;
    recognizer.onresult = recognizer.onerror = recognizer.onend = null;
  }

  return {
    start,
    /** Ends this run; the words said so far still arrive. */
    pause: () => recognizer.stop(),
    /** Stops for good, waiting (at most `flushMs`) for the last words. */
    finish(flushMs: number): Promise<void> {
      if (!running) {
        detach();
        return Promise.resolve();
      }
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          detach();
          resolve();
        };
        const timer = setTimeout(done, flushMs);
        onEnded = done;
        recognizer.stop();
      });
    },
    abort() {
      if (finished) return;
      detach();
      recognizer.abort();
    },
  };
}

export function createWebAudioRecorder(
  environment: RecorderEnvironment = browserRecorderEnvironment(),
  options: WebAudioRecorderOptions = {},
): RecorderPort {
  const flushMs = options.recognitionFlushMs ?? RECOGNITION_FLUSH_MS;

  return {
    async start(settings, listener): Promise<Result<RecorderSession, RecorderStartError>> {
      const mediaDevices = environment.mediaDevices;
      if (typeof mediaDevices?.getUserMedia !== 'function') return err({ _tag: 'MicrophoneUnsupported' });
      if (!environment.AudioContext) return err({ _tag: 'RecorderFailed', message: 'Web Audio is not implemented in this browser' });

      let stream: MediaStreamLike;
      try {
        stream = await mediaDevices.getUserMedia({ audio: { channelCount: settings.channelCount } });
      } catch (error) {
        const name = error instanceof Error ? error.name : '';
        return err(
          deniedNames.has(name)
            ? { _tag: 'MicrophoneDenied', message: message(error) }
            : { _tag: 'RecorderFailed', message: message(error) },
        );
      }

      let context: AudioContextLike;
      try {
        context = new environment.AudioContext();
      } catch (error) {
        stream.getTracks().forEach((track) => track.stop());
        return err({ _tag: 'RecorderFailed', message: message(error) });
      }
      const source = context.createMediaStreamSource(stream);
      const processor = context.createScriptProcessor(settings.bufferSize, settings.channelCount, settings.channelCount);
      const buffers: Float32Array[] = [];
      let state: 'recording' | 'paused' | 'done' = 'recording';
      const capturing = () => state === 'recording';

      processor.onaudioprocess = (event) => {
        // The browser reuses its buffer, so each one is copied.
        if (capturing()) buffers.push(new Float32Array(event.inputBuffer.getChannelData(0)));
      };
      source.connect(processor);
      // Chrome runs a ScriptProcessor only while it is connected onward; its output stays silent.
      processor.connect(context.destination);

      // No recognizer (Firefox): the recording still works, with an empty transcript.
      const transcriber = environment.SpeechRecognition
        ? createTranscriber(environment.SpeechRecognition, settings, listener, capturing)
        : undefined;
      transcriber?.start();

      let released = false;
      function release() {
        if (released) return;
        released = true;
        processor.onaudioprocess = null;
        source.disconnect();
        processor.disconnect();
        stream.getTracks().forEach((track) => track.stop());
        void context.close().catch(() => undefined);
      }

      return ok({
        pause() {
          if (state !== 'recording') return;
          state = 'paused';
          // Stop listening too, so words said during the pause are not transcribed.
          transcriber?.pause();
        },
        resume() {
          if (state !== 'paused') return;
          state = 'recording';
          transcriber?.start();
        },
        async stop() {
          // Stopping twice is a bug in the caller, not something the guest can cause.
          if (state === 'done') throw new Error('The recording was already stopped or cancelled');
          state = 'done';
          release();
          // The machine reads the transcript when the export arrives, so the last words come first.
          await transcriber?.finish(flushMs);
          const encoded = encodeWav(buffers, context.sampleRate);
          const sampleCount = buffers.reduce((n, b) => n + b.length, 0);
          const duration = wavDurationMs(sampleCount, context.sampleRate);
          if (!encoded.ok || !duration.ok) return err({ _tag: 'ExportFailed', message: `Unusable sample rate ${context.sampleRate}` });
          // A freshly made Uint8Array always sits on a plain ArrayBuffer, which Blob requires.
          const bytes = encoded.value as Uint8Array<ArrayBuffer>;
          const exported: WavExport = {
            wav: { mimeType: 'audio/wav', sizeBytes: bytes.byteLength, blob: new Blob([bytes], { type: 'audio/wav' }) },
            durationMs: duration.value,
          };
          return ok(exported);
        },
        cancel() {
          state = 'done';
          release();
          transcriber?.abort();
        },
      });
    },
  };
}
