// Signed links (docs/backend.md#signed-links): bound to their purpose and subject, refused once past their time or
// when any character changes, under the key they were made with (the stored key: mailing-list/mailing-list.test.ts).
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedLinksWith } from './signed-links';

const now = new Date('2030-06-15T18:00:00Z');
const inAnHour = new Date(now.getTime() + 3_600_000);
const links = signedLinksWith(randomBytes(32));

describe('signed links', () => {
  it('give back the subject they were signed for, until their time', () => {
    const token = links.sign('my-orders', 'anna@example.com', inAnHour);
    expect(token).toMatch(/^[A-Za-z0-9_.-]+$/);
    expect(links.verify('my-orders', token, now)).toEqual({ subject: 'anna@example.com' });
    expect(links.verify('my-orders', token, new Date(inAnHour.getTime() - 1000))).toEqual({ subject: 'anna@example.com' });
    expect(links.verify('my-orders', token, inAnHour)).toBe('expired');
  });

  it('never expire when signed without a time', () => {
    const token = links.sign('mailing-list-unsubscribe', 'anna@example.com', null);
    expect(links.verify('mailing-list-unsubscribe', token, new Date('2999-01-01T00:00:00Z'))).toEqual({ subject: 'anna@example.com' });
  });

  it('are bound to their purpose', () => {
    const token = links.sign('mailing-list-confirm', 'member-1', inAnHour);
    expect(links.verify('mailing-list-unsubscribe', token, now)).toBe('invalid');
    expect(links.verify('my-orders', token, now)).toBe('invalid');
  });

  it('refuse a token with any part changed, another key, or no token shape at all', () => {
    const token = links.sign('my-orders', 'anna@example.com', inAnHour);
    const [subject = '', expiry = '', mac = ''] = token.split('.');
    const other = Buffer.from('eve@example.com').toString('base64url');
    expect(links.verify('my-orders', `${other}.${expiry}.${mac}`, now)).toBe('invalid');
    // A later time on an expired token is a forgery, not a renewal.
    expect(links.verify('my-orders', `${subject}.${Number(expiry) + 86_400}.${mac}`, now)).toBe('invalid');
    expect(links.verify('my-orders', `${subject}.${expiry}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`, now)).toBe('invalid');
    expect(signedLinksWith(randomBytes(32)).verify('my-orders', token, now)).toBe('invalid');
    for (const junk of ['', '.', 'a.b.c', `${token}.x`, 'x'.repeat(5000), `${subject}.-.${mac}`]) {
      expect(links.verify('my-orders', junk, now)).toBe('invalid');
    }
  });

  it('refuse a subject too long for a link', () => {
    expect(() => links.sign('my-orders', 'x'.repeat(301), inAnHour)).toThrow();
    expect(() => links.sign('my-orders', '', inAnHour)).toThrow();
  });
});
