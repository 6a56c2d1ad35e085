// Stripe-Signature checks: the right secret over the exact bytes within five minutes, nothing else.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signPayload, verifyStripeSignature } from './stripe-signature';

const secret = 'whsec_unit';
const now = new Date('2030-06-15T20:00:00Z');
const seconds = now.getTime() / 1000;
const bytes = (text: string) => new TextEncoder().encode(text);
const header = (body: Uint8Array, at = seconds, key = secret) => `t=${at},v1=${signPayload(key, at, body).toString('hex')}`;

describe('verifyStripeSignature', () => {
  it('accepts the signature over the exact body, among others while a secret rolls', () => {
    const body = bytes('{"id":"evt_1"}');
    expect(verifyStripeSignature(header(body), body, secret, now).ok).toBe(true);
    const rolling = `t=${seconds},v1=${'0'.repeat(64)},v1=${signPayload(secret, seconds, body).toString('hex')},v0=abc`;
    expect(verifyStripeSignature(rolling, body, secret, now).ok).toBe(true);
    expect(verifyStripeSignature(header(body, seconds - 299), body, secret, now).ok).toBe(true);
  });

  it('refuses a missing or malformed header, another secret, an old or future timestamp', () => {
    const body = bytes('{"id":"evt_1"}');
    for (const bad of [undefined, '', 'nonsense', `t=${seconds}`, `v1=${'a'.repeat(64)}`, `t=${seconds},v1=xyz`, 'x'.repeat(5000)])
      expect(verifyStripeSignature(bad, body, secret, now).ok).toBe(false);
    expect(verifyStripeSignature(header(body, seconds, 'whsec_other'), body, secret, now).ok).toBe(false);
    expect(verifyStripeSignature(header(body, seconds - 301), body, secret, now)).toEqual({
      ok: false,
      error: expect.stringContaining('tolerance'),
    });
    expect(verifyStripeSignature(header(body, seconds + 301), body, secret, now).ok).toBe(false);
  });

  it('property: any change to the signed bytes is refused', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 200 }), fc.nat(), fc.integer({ min: 1, max: 255 }), (body, at, flip) => {
        const signed = header(body);
        const changed = Uint8Array.from(body);
        const i = at % changed.length;
        changed[i] = (changed[i] as number) ^ flip;
        expect(verifyStripeSignature(signed, body, secret, now).ok).toBe(true);
        expect(verifyStripeSignature(signed, changed, secret, now).ok).toBe(false);
      }),
    );
  });
});
