import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeWav, toPcm16, WAV_HEADER_BYTES, wavDurationMs } from './wav-encoder';

const ascii = (bytes: Uint8Array, from: number, length: number) => String.fromCharCode(...bytes.slice(from, from + length));

describe('WAV encoder (mono WAV output)', () => {
  it('writes a mono 16-bit PCM header and the samples', () => {
    const result = encodeWav([Float32Array.from([0, 1, -1]), Float32Array.from([0.5])], 44_100);
    if (!result.ok) throw new Error('expected bytes');
    const bytes = result.value;
    const view = new DataView(bytes.buffer);
    expect(ascii(bytes, 0, 4)).toBe('RIFF');
    expect(ascii(bytes, 8, 4)).toBe('WAVE');
    expect(ascii(bytes, 36, 4)).toBe('data');
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(44_100);
    expect(view.getUint16(34, true)).toBe(16);
    expect(view.getUint32(40, true)).toBe(8);
    expect([0, 1, 2, 3].map((i) => view.getInt16(WAV_HEADER_BYTES + i * 2, true))).toEqual([0, 32767, -32768, 16384]);
  });

  it('rejects a bad sample rate with a typed error and reads NaN as silence', () => {
    expect(encodeWav([], 0)).toEqual({ ok: false, error: { _tag: 'InvalidSampleRate', sampleRate: 0 } });
    expect(wavDurationMs(10, Number.NaN)).toEqual({ ok: false, error: { _tag: 'InvalidSampleRate', sampleRate: Number.NaN } });
    expect(wavDurationMs(66_150, 44_100)).toEqual({ ok: true, value: 1500 });
    expect(toPcm16(Number.NaN)).toBe(0);
    expect(toPcm16(7)).toBe(32767);
  });

  it('property: size is header plus two bytes a sample, and every sample is within 16 bits', () => {
    fc.assert(
      fc.property(fc.array(fc.float32Array({ maxLength: 64 }), { maxLength: 4 }), fc.integer({ min: 1, max: 96_000 }), (buffers, rate) => {
        const result = encodeWav(buffers, rate);
        if (!result.ok) throw new Error('valid rate refused');
        const count = buffers.reduce((n, b) => n + b.length, 0);
        expect(result.value.length).toBe(WAV_HEADER_BYTES + 2 * count);
        const view = new DataView(result.value.buffer);
        expect(view.getUint32(4, true)).toBe(36 + 2 * count);
        const flat = buffers.flatMap((b) => [...b]);
        flat.forEach((sample, i) => {
          const pcm = view.getInt16(WAV_HEADER_BYTES + 2 * i, true);
          expect(pcm).toBe(toPcm16(sample));
          if (Number.isFinite(sample) && Math.abs(sample) <= 1) expect(Math.abs(pcm / 32768 - sample)).toBeLessThan(1 / 16_000);
        });
      }),
    );
  });
});
