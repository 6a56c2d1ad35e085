import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { voiceRecordingMachineWith } from '@venue/core/recording/voice-recording-wiring';
import { RECORDING_SETTINGS, type RecorderListener, type RecorderSession, type WavExport } from '@venue/core/recording/recorder.port';
import type { Result } from '@venue/core/shared/result';
import {
  createWebAudioRecorder,
  type AudioContextLike,
  type AudioProcessEventLike,
  type MediaStreamLike,
  type RecorderEnvironment,
  type ScriptProcessorLike,
  type SpeechRecognitionLike,
  type SpeechRecognitionResultListLike,
} from './web-audio.recorder';
import { WAV_HEADER_BYTES } from '@venue/core/recording/wav-encoder';

class FakeTrack {
  stopped = false;
  stop() {
    this.stopped = true;
  }
}

class FakeStream implements MediaStreamLike {
  readonly tracks = [new FakeTrack()];
  getTracks() {
    return this.tracks;
  }
}

class FakeNode {
  readonly connections: unknown[] = [];
  disconnected = false;
  connect(destination: unknown) {
    this.connections.push(destination);
    return destination;
  }
  disconnect() {
    this.disconnected = true;
  }
}

class FakeProcessor extends FakeNode implements ScriptProcessorLike {
  onaudioprocess: ((event: AudioProcessEventLike) => void) | null = null;
  constructor(readonly args: number[]) {
    super();
  }
  feed(samples: Float32Array) {
    this.onaudioprocess?.({ inputBuffer: { getChannelData: (channel) => (channel === 0 ? samples : new Float32Array(samples.length)) } });
  }
}

type Said = ReadonlyArray<readonly [text: string, isFinal: boolean]>;

class FakeRecognition implements SpeechRecognitionLike {
  lang = '';
  continuous = false;
  interimResults = false;
  onresult: SpeechRecognitionLike['onresult'] = null;
  onerror: SpeechRecognitionLike['onerror'] = null;
  onend: SpeechRecognitionLike['onend'] = null;
  running = false;
  starts = 0;
  /** What the recognizer still hands over when asked to stop. */
  lastWords: Said | undefined;
  /** A recognizer that never reports its end. */
  hangs = false;
  start() {
    if (this.running) throw new Error('InvalidStateError: recognition has already started');
    this.running = true;
    this.starts++;
  }
  stop() {
    if (!this.running || this.hangs) return;
    setTimeout(() => {
      if (this.lastWords) this.say(this.lastWords);
      this.lastWords = undefined;
      this.end();
    }, 5);
  }
  abort() {
    if (!this.running) return;
    setTimeout(() => {
      this.onerror?.({ error: 'aborted' });
      this.end();
    }, 5);
  }
  end() {
    this.running = false;
    this.onend?.({});
  }
  /** Results of the current run, from index 0, as the browser reports them. */
  say(results: Said, resultIndex = 0) {
    const list: SpeechRecognitionResultListLike = Object.assign(
      results.map(([transcript, isFinal]) => Object.assign([{ transcript }], { isFinal })),
      { length: results.length },
    );
    this.onresult?.({ resultIndex, results: list });
  }
}

function fakeBrowser(options: { recognition?: boolean; sampleRate?: number; getUserMedia?: () => Promise<MediaStreamLike> } = {}) {
  const constraints: unknown[] = [];
  const streams: FakeStream[] = [];
  const contexts: FakeAudioContext[] = [];
  const recognizers: FakeRecognition[] = [];

  class FakeAudioContext implements AudioContextLike {
    readonly sampleRate = options.sampleRate ?? 16_000;
    readonly destination = new FakeNode();
    readonly sources: FakeNode[] = [];
    readonly processors: FakeProcessor[] = [];
    closed = false;
    constructor() {
      contexts.push(this);
    }
    createMediaStreamSource() {
      const source = new FakeNode();
      this.sources.push(source);
      return source;
    }
    createScriptProcessor(bufferSize: number, inputs: number, outputs: number) {
      const processor = new FakeProcessor([bufferSize, inputs, outputs]);
      this.processors.push(processor);
      return processor;
    }
    close() {
      this.closed = true;
      return Promise.resolve();
    }
  }

  class Recognition extends FakeRecognition {
    constructor() {
      super();
      recognizers.push(this);
    }
  }

  const environment: RecorderEnvironment = {
    mediaDevices: {
      getUserMedia: async (asked) => {
        constraints.push(asked);
        if (options.getUserMedia) return options.getUserMedia();
        const stream = new FakeStream();
        streams.push(stream);
        return stream;
      },
    },
    AudioContext: FakeAudioContext,
    SpeechRecognition: options.recognition === false ? undefined : Recognition,
  };
  const processor = () => {
    const found = contexts.at(-1)?.processors.at(-1);
    if (!found) throw new Error('no processor yet');
    return found;
  };
  const recognizer = () => {
    const found = recognizers.at(-1);
    if (!found) throw new Error('no recognizer yet');
    return found;
  };
  return { environment, constraints, streams, contexts, processor, recognizer };
}

const tone = (n: number, value: number) => new Float32Array(n).fill(value);

async function pcm(blob: Blob): Promise<number[]> {
  const view = new DataView(await blob.arrayBuffer());
  return Array.from({ length: (view.byteLength - WAV_HEADER_BYTES) / 2 }, (_, i) => view.getInt16(WAV_HEADER_BYTES + i * 2, true));
}

function listen() {
  const transcripts: string[] = [];
  const errors: string[] = [];
  const listener: RecorderListener = { transcript: (text) => transcripts.push(text), recognitionError: (reason) => errors.push(reason) };
  return { listener, transcripts, errors, last: () => transcripts.at(-1) ?? '' };
}

function started(result: Result<RecorderSession, unknown>): RecorderSession {
  if (!result.ok) throw new Error(`expected a session, got ${JSON.stringify(result.error)}`);
  return result.value;
}

function exported(result: Result<WavExport, unknown>): WavExport & { blob: Blob } {
  if (!result.ok) throw new Error(`expected an export, got ${JSON.stringify(result.error)}`);
  const blob = result.value.wav.blob;
  if (!(blob instanceof Blob)) throw new Error('expected a Blob');
  return { ...result.value, blob };
}

describe('web audio recorder', () => {
  it('answers MicrophoneUnsupported when getUserMedia is missing', async () => {
    const { environment } = fakeBrowser();
    const recorder = createWebAudioRecorder({ ...environment, mediaDevices: undefined });
    expect(await recorder.start(RECORDING_SETTINGS, listen().listener)).toEqual({ ok: false, error: { _tag: 'MicrophoneUnsupported' } });
  });

  it('reports a refused microphone as denied, a missing one as failed', async () => {
    const denied = fakeBrowser({ getUserMedia: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')) });
    expect(await createWebAudioRecorder(denied.environment).start(RECORDING_SETTINGS, listen().listener)).toEqual({
      ok: false,
      error: { _tag: 'MicrophoneDenied', message: 'Permission denied' },
    });
    const missing = fakeBrowser({ getUserMedia: () => Promise.reject(new DOMException('Requested device not found', 'NotFoundError')) });
    expect(await createWebAudioRecorder(missing.environment).start(RECORDING_SETTINGS, listen().listener)).toEqual({
      ok: false,
      error: { _tag: 'RecorderFailed', message: 'Requested device not found' },
    });
  });

  it('records mono 4096-sample buffers and exports a WAV with its duration, after the last words', async () => {
    const browser = fakeBrowser();
    const heard = listen();
    const session = started(await createWebAudioRecorder(browser.environment).start(RECORDING_SETTINGS, heard.listener));

    const context = browser.contexts[0];
    const processor = browser.processor();
    expect(browser.constraints).toEqual([{ audio: { channelCount: 1 } }]);
    expect(processor.args).toEqual([4096, 1, 1]);
    expect(context?.sources[0]?.connections).toEqual([processor]);
    expect(processor.connections).toEqual([context?.destination]);
    const recognizer = browser.recognizer();
    expect([recognizer.lang, recognizer.continuous, recognizer.running]).toEqual(['en-IN', true, true]);

    processor.feed(tone(4096, 0.5));
    recognizer.say([['table for four', true]]);
    processor.feed(tone(4096, -0.5));
    recognizer.say([
      ['table for four', true],
      ['tonight', false],
    ]);
    expect(heard.transcripts).toEqual(['table for four', 'table for four tonight']);
    recognizer.lastWords = [
      ['table for four', true],
      ['tonight please', true],
    ];

    const result = exported(await session.stop());
    expect(heard.last()).toBe('table for four tonight please');
    expect(result.wav.mimeType).toBe('audio/wav');
    expect(result.blob.type).toBe('audio/wav');
    expect(result.wav.sizeBytes).toBe(WAV_HEADER_BYTES + 2 * 8192);
    expect(result.blob.size).toBe(result.wav.sizeBytes);
    expect(result.durationMs).toBe(512);
    const samples = await pcm(result.blob);
    expect(samples[0]).toBe(16384);
    expect(samples[8191]).toBe(-16384);

    expect(browser.streams[0]?.tracks.every((track) => track.stopped)).toBe(true);
    expect(context?.closed).toBe(true);
    expect(processor.disconnected && context?.sources[0]?.disconnected).toBe(true);
    expect(processor.onaudioprocess).toBeNull();
    session.cancel(); // safe after stop
  });

  it('copies each buffer, because the browser reuses it', async () => {
    const browser = fakeBrowser({ recognition: false });
    const session = started(await createWebAudioRecorder(browser.environment).start(RECORDING_SETTINGS, listen().listener));
    const shared = tone(4, 0.25);
    browser.processor().feed(shared);
    shared.fill(-1);
    browser.processor().feed(shared);
    expect(await pcm(exported(await session.stop()).blob)).toEqual([8192, 8192, 8192, 8192, -32768, -32768, -32768, -32768]);
  });

  it('keeps nothing said or played during a pause', async () => {
    const browser = fakeBrowser();
    const heard = listen();
    const session = started(await createWebAudioRecorder(browser.environment).start(RECORDING_SETTINGS, heard.listener));
    const recognizer = browser.recognizer();
    browser.processor().feed(tone(800, 0.1));
    recognizer.say([['hello', true]]);

    session.pause();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(recognizer.running).toBe(false);
    browser.processor().feed(tone(800, 0.9));

    session.resume();
    expect(recognizer.running).toBe(true);
    expect(recognizer.starts).toBe(2);
    browser.processor().feed(tone(800, 0.1));
    recognizer.say([['again', true]]); // a new run numbers its results from 0 again

    expect(exported(await session.stop()).durationMs).toBe(100);
    expect(heard.last()).toBe('hello again');
  });

  it('restarts the recognizer if resumed before it had finished stopping', async () => {
    const browser = fakeBrowser();
    const session = started(await createWebAudioRecorder(browser.environment).start(RECORDING_SETTINGS, listen().listener));
    const recognizer = browser.recognizer();
    session.pause();
    session.resume(); // the recognizer has not ended yet
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(recognizer.running).toBe(true);
    expect(recognizer.starts).toBe(2);
    await session.stop();
  });

  it('keeps listening when the browser ends a recognition run on its own', async () => {
    const browser = fakeBrowser();
    const heard = listen();
    const session = started(await createWebAudioRecorder(browser.environment).start(RECORDING_SETTINGS, heard.listener));
    const recognizer = browser.recognizer();
    recognizer.say([['first part', true]]);
    recognizer.end();
    expect(recognizer.starts).toBe(2);
    recognizer.say([['second part', true]]);
    await session.stop();
    expect(heard.last()).toBe('first part second part');
  });

  it('reports a recognition error so the machine stops, but not an abort of its own', async () => {
    const browser = fakeBrowser();
    const heard = listen();
    const session = started(await createWebAudioRecorder(browser.environment).start(RECORDING_SETTINGS, heard.listener));
    const recognizer = browser.recognizer();
    const onerror = recognizer.onerror;
    onerror?.({ error: 'aborted' });
    onerror?.({ error: 'network', message: 'Network failure' });
    onerror?.({ error: 'not-allowed' });
    expect(heard.errors).toEqual(['Network failure', 'not-allowed']);
    await session.stop();
    onerror?.({ error: 'network' }); // a late event from the finished recognizer
    expect(heard.errors).toHaveLength(2);
  });

  it('records without a transcript when the browser has no recognizer', async () => {
    const browser = fakeBrowser({ recognition: false });
    const heard = listen();
    const session = started(await createWebAudioRecorder(browser.environment).start(RECORDING_SETTINGS, heard.listener));
    browser.processor().feed(tone(160, 0));
    expect(exported(await session.stop()).durationMs).toBe(10);
    expect(heard.transcripts).toEqual([]);
  });

  it('does not wait forever for a recognizer that never ends', async () => {
    const browser = fakeBrowser();
    const heard = listen();
    const session = started(
      await createWebAudioRecorder(browser.environment, { recognitionFlushMs: 50 }).start(RECORDING_SETTINGS, heard.listener),
    );
    browser.recognizer().hangs = true;
    browser.recognizer().say([['almost', false]]);
    // A stop that waited for the recognizer would never resolve, and the test would time out.
    expect((await session.stop()).ok).toBe(true);
    expect(heard.last()).toBe('almost');
  });

  it('cancel releases the microphone, exports nothing and reports nothing more', async () => {
    const browser = fakeBrowser();
    const heard = listen();
    const recorder = createWebAudioRecorder(browser.environment);
    const session = started(await recorder.start(RECORDING_SETTINGS, heard.listener));
    const recognizer = browser.recognizer();
    const onresult = recognizer.onresult;
    session.cancel();
    session.cancel();
    expect(browser.streams[0]?.tracks[0]?.stopped).toBe(true);
    expect(browser.contexts[0]?.closed).toBe(true);
    onresult?.({ resultIndex: 0, results: { length: 0 } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard.transcripts).toEqual([]);
    expect(heard.errors).toEqual([]);
    await expect(session.stop()).rejects.toThrow(/already stopped/);

    // A new recording is a new session.
    const next = started(await recorder.start(RECORDING_SETTINGS, listen().listener));
    browser.processor().feed(tone(160, 0.5));
    expect(exported(await next.stop()).durationMs).toBe(10);
  });

  it('maps an export failure to a value', async () => {
    const browser = fakeBrowser({ recognition: false, sampleRate: 0 });
    const session = started(await createWebAudioRecorder(browser.environment).start(RECORDING_SETTINGS, listen().listener));
    expect(await session.stop()).toMatchObject({ ok: false, error: { _tag: 'ExportFailed' } });
  });
});

describe('web audio recorder inside the voice recording machine', () => {
  it('hands the machine the WAV, its duration and the whole transcript', async () => {
    const browser = fakeBrowser();
    const actor = createActor(voiceRecordingMachineWith(createWebAudioRecorder(browser.environment))).start();
    actor.send({ type: 'guest.start' });
    await waitFor(actor, (state) => state.hasTag('recording'));
    browser.processor().feed(tone(1600, 0.2));
    browser.recognizer().say([['two bottles', false]]);
    browser.recognizer().lastWords = [['two bottles please', true]];
    actor.send({ type: 'guest.stop' });
    const done = await waitFor(actor, (state) => state.matches('stopped'));
    expect(done.context.recording).toMatchObject({
      durationMs: 100,
      transcript: 'two bottles please',
      wav: { mimeType: 'audio/wav', sizeBytes: 44 + 3200 },
    });
    actor.stop();
  });

  it('stops on a recognition error and still exports what was recorded', async () => {
    const browser = fakeBrowser();
    const actor = createActor(voiceRecordingMachineWith(createWebAudioRecorder(browser.environment))).start();
    actor.send({ type: 'guest.start' });
    await waitFor(actor, (state) => state.hasTag('recording'));
    browser.processor().feed(tone(160, 0.2));
    browser.recognizer().onerror?.({ error: 'network', message: 'Network failure' });
    const done = await waitFor(actor, (state) => state.matches('stopped'));
    expect(done.context.recognitionError).toBe('Network failure');
    expect(done.context.recording?.durationMs).toBe(10);
    expect(browser.streams[0]?.tracks[0]?.stopped).toBe(true);
    actor.stop();
  });

  it('fails as unsupported when the browser has no getUserMedia', async () => {
    const { environment } = fakeBrowser();
    const actor = createActor(voiceRecordingMachineWith(createWebAudioRecorder({ ...environment, mediaDevices: undefined }))).start();
    actor.send({ type: 'guest.start' });
    const failed = await waitFor(actor, (state) => state.matches('failed'));
    expect(failed.context.failure).toBe('microphone-unsupported');
    actor.stop();
  });
});
