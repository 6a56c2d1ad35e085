import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { toBase64url } from './base64url';
import {
  exportDoorPublicKey,
  GUEST_CODE_MAX_LENGTH,
  exportSigningKey,
  generateGuestCodeKeys,
  importDoorPublicKey,
  importSigningKey,
  newGuestCodeId,
  readGuestCode,
  signGuestCode,
  type CryptoKeyPair,
  type GuestCodeClaims,
} from './guest-code';
import { GUEST_CODE_KINDS } from './guest-code.schema';
import { ED25519, utf8, webCrypto } from './web-crypto';

const night = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const id = fc.stringMatching(/^[\x21-\x7e]{1,60}$/);
const text = (max: number) => fc.string({ minLength: 1, maxLength: max, unit: 'binary' });

const claims: fc.Arbitrary<GuestCodeClaims> = fc.record({
  version: fc.constant(1 as const),
  kind: fc.constantFrom(...GUEST_CODE_KINDS),
  night,
  eventId: fc.option(id, { nil: null }),
  orderId: id,
  codeId: fc.uint8Array({ minLength: 16, maxLength: 32 }).map(toBase64url),
  guestName: text(100),
  label: text(50),
});

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** Another character for the one at an index: mostly ones the token's alphabet allows, so the signature must refuse it. */
const otherChar = fc.oneof(fc.constantFrom(...BASE64URL, '.', '=', '+', '/'), fc.string({ minLength: 1, maxLength: 1, unit: 'binary' }));

let venue: CryptoKeyPair;
let stranger: CryptoKeyPair;

beforeAll(async () => {
  venue = await generateGuestCodeKeys();
  stranger = await generateGuestCodeKeys();
});

describe('guest codes', () => {
  it('property: a round trip keeps the claims', async () => {
    await fc.assert(
      fc.asyncProperty(claims, async (c) => {
        const code = await signGuestCode(c, venue.privateKey);
        expect(await readGuestCode(code, venue.publicKey, c.night)).toEqual({ ok: true, claims: c });
      }),
    );
  });

  it('property: any changed character is refused', async () => {
    await fc.assert(
      fc.asyncProperty(claims, fc.nat(), otherChar, async (c, at, replacement) => {
        const code = await signGuestCode(c, venue.privateKey);
        const i = at % code.length;
        fc.pre(code[i] !== replacement);
        const changed = code.slice(0, i) + replacement + code.slice(i + 1);
        const reading = await readGuestCode(changed, venue.publicKey, c.night);
        expect(reading.ok).toBe(false);
      }),
    );
  });

  it('property: a shortened or lengthened code is refused', async () => {
    await fc.assert(
      fc.asyncProperty(claims, fc.nat(), fc.string({ maxLength: 4 }), async (c, at, extra) => {
        const code = await signGuestCode(c, venue.privateKey);
        const cut = code.slice(0, at % code.length);
        expect((await readGuestCode(cut, venue.publicKey, c.night)).ok).toBe(false);
        fc.pre(extra !== '');
        expect((await readGuestCode(code + extra, venue.publicKey, c.night)).ok).toBe(false);
      }),
      { numRuns: 50 },
    );
  });

  it("property: another night's code is refused, saying which night it is for", async () => {
    await fc.assert(
      fc.asyncProperty(claims, night, async (c, tonight) => {
        fc.pre(tonight !== c.night);
        const code = await signGuestCode(c, venue.privateKey);
        expect(await readGuestCode(code, venue.publicKey, tonight)).toEqual({ ok: false, reason: 'other-night', claims: c });
      }),
    );
  });

  it('property: a code signed by another key is refused', async () => {
    await fc.assert(
      fc.asyncProperty(claims, async (c) => {
        const forged = await signGuestCode(c, stranger.privateKey);
        expect(await readGuestCode(forged, venue.publicKey, c.night)).toEqual({ ok: false, reason: 'bad-signature' });
      }),
      { numRuns: 50 },
    );
  });

  it('property: whatever is typed at the door is read without throwing, and only a signed code is admitted', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.string().map((s) => `VG1.${s}`),
          fc.string().map((s) => `VG1.${s}.${s}`),
        ),
        async (typed) => {
          expect((await readGuestCode(typed, venue.publicKey, '2030-01-01')).ok).toBe(false);
        },
      ),
    );
  });

  it('refuses a signed payload whose claims are not claims', async () => {
    const signedJunk = async (payload: string) => {
      const signed = `VG1.${toBase64url(utf8(payload))}`;
      return `${signed}.${toBase64url(new Uint8Array(await webCrypto().subtle.sign(ED25519, venue.privateKey, utf8(signed))))}`;
    };
    for (const payload of ['{}', '[1,"ticket"]', 'not json', '[1,"vip","2030-01-01",null,"o","AAAAAAAAAAAAAAAAAAAAAA","D","GA"]'])
      expect(await readGuestCode(await signedJunk(payload), venue.publicKey, '2030-01-01')).toEqual({ ok: false, reason: 'malformed' });
    expect(await readGuestCode('VG1', venue.publicKey, '2030-01-01')).toEqual({ ok: false, reason: 'malformed' });
    expect(await readGuestCode('', venue.publicKey, '2030-01-01')).toEqual({ ok: false, reason: 'malformed' });
    expect(await readGuestCode(`VG1.e30.${'A'.repeat(86)}`, venue.publicKey, '2030-01-01')).toEqual({ ok: false, reason: 'bad-signature' });
    expect(await readGuestCode('x'.repeat(GUEST_CODE_MAX_LENGTH + 1), venue.publicKey, '2030-01-01')).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('will not sign claims that are not claims', async () => {
    const bad = {
      version: 1,
      kind: 'ticket',
      night: '2030-02-31x',
      eventId: null,
      orderId: 'o1',
      codeId: newGuestCodeId(),
      guestName: 'Dana',
      label: 'GA',
    } as const;
    await expect(signGuestCode(bad, venue.privateKey)).rejects.toThrow(/night/);
    await expect(signGuestCode({ ...bad, night: '2030-02-01', codeId: '42' }, venue.privateKey)).rejects.toThrow(/codeId/);
  });

  it('the longest claims still make a code the door reads', async () => {
    const long = (n: number) => '\u4e2d'.repeat(n);
    const c: GuestCodeClaims = {
      version: 1,
      kind: 'ticket',
      night: '2030-06-20',
      eventId: '~'.repeat(100),
      orderId: '~'.repeat(100),
      codeId: 'A'.repeat(64),
      guestName: long(200),
      label: long(100),
    };
    const code = await signGuestCode(c, venue.privateKey);
    expect(code.length).toBeLessThanOrEqual(GUEST_CODE_MAX_LENGTH);
    expect(await readGuestCode(code, venue.publicKey, c.night)).toEqual({ ok: true, claims: c });
  });

  it('keys survive their published and stored forms', async () => {
    const published = await exportDoorPublicKey(venue.publicKey);
    expect(published).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const signing = await importSigningKey(await exportSigningKey(venue.privateKey));
    const c: GuestCodeClaims = {
      version: 1,
      kind: 'table',
      night: '2030-06-20',
      eventId: null,
      orderId: 'r-1',
      codeId: newGuestCodeId(),
      guestName: 'Dana Guest',
      label: 'Table',
    };
    const code = await signGuestCode(c, signing);
    expect(code.length).toBeLessThan(300);
    expect(await readGuestCode(code, await importDoorPublicKey(published), '2030-06-20')).toEqual({ ok: true, claims: c });
    await expect(importDoorPublicKey('not a key')).rejects.toThrow();
  });

  it('code ids are 128 random bits', () => {
    const ids = new Set(Array.from({ length: 200 }, newGuestCodeId));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
