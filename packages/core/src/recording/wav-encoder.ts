// Mono 16-bit PCM WAV from the recorder's float sample buffers (docs/product.md#voice-recording). Pure, so the
// adapter only collects buffers and wraps the bytes in a Blob.
import { err, ok, type Result } from '../shared/result';

export interface InvalidSampleRate {
  readonly _tag: 'InvalidSampleRate';
  readonly sampleRate: number;
}

export const WAV_HEADER_BYTES = 44;

const isSampleRate = (rate: number): boolean => Number.isInteger(rate) && rate >= 1 && rate <= 384_000;

/** A sample in -1..1 as a signed 16-bit integer; NaN reads as silence, beyond +-1 is clipped. */
export function toPcm16(sample: number): number {
  const s = Number.isNaN(sample) ? 0 : Math.max(-1, Math.min(1, sample));
  // `|| 0` turns the -0 of tiny negative samples into 0.
  return (s < 0 ? Math.round(s * 0x8000) : Math.round(s * 0x7fff)) || 0;
}

export function encodeWav(buffers: readonly Float32Array[], sampleRate: number): Result<Uint8Array, InvalidSampleRate> {
  if (!isSampleRate(sampleRate)) return err({ _tag: 'InvalidSampleRate', sampleRate });
  const sampleCount = buffers.reduce((n, b) => n + b.length, 0);
  const dataBytes = sampleCount * 2;
  const bytes = new Uint8Array(WAV_HEADER_BYTES + dataBytes);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) => [...value].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // byte rate
  view.setUint16(32, 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  text(36, 'data');
  view.setUint32(40, dataBytes, true);
  let offset = WAV_HEADER_BYTES;
  for (const buffer of buffers) {
    for (const sample of buffer) {
      view.setInt16(offset, toPcm16(sample), true);
      offset += 2;
    }
  }
  return ok(bytes);
}

/** Whole milliseconds of audio in `sampleCount` samples; a bad rate is a typed error. */
export function wavDurationMs(sampleCount: number, sampleRate: number): Result<number, InvalidSampleRate> {
  if (!isSampleRate(sampleRate)) return err({ _tag: 'InvalidSampleRate', sampleRate });
  return ok(Math.round((Math.max(0, sampleCount) / sampleRate) * 1000));
}
