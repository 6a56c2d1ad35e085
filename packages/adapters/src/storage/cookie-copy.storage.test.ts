import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '@venue/core/ports/memory-storage';
import { isReadByServer } from '@venue/core/ports/keys-read-by-server';
import type { StorageKey } from '@venue/core/ports/storage-keys';
import { MAX_COPIED_LENGTH, storageFromCookies, withCookieCopy } from './cookie-copy.storage';

/** The browser's side of it, as far as these cookies go: a name's last write wins, Max-Age=0 removes it. */
function browserJar() {
  const cookies = new Map<string, string>();
  const written: string[] = [];
  return {
    written,
    write(cookie: string) {
      written.push(cookie);
      const [pair = ''] = cookie.split(';');
      const split = pair.indexOf('=');
      if (/;\s*Max-Age=0(;|$)/.test(cookie)) cookies.delete(pair.slice(0, split));
      else cookies.set(pair.slice(0, split), pair.slice(split + 1));
    },
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
  };
}

// Bottle ids are the venue's: some hold characters a cookie's name cannot (`.`, `:`, `(`, `é`).
const copiedKey = fc.constantFrom<StorageKey>(
  'ticketCart',
  'bottlesIds',
  'noOfGuests',
  'reservationTime',
  'bottle64f0c2a1',
  'bottle-7',
  'bottlevodka.1l:grey(goose)',
  'bottlecuvée',
);

describe('the cookie copy of storage', () => {
  it('lets the server read back what the browser stored, for any value that fits', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(copiedKey, fc.option(fc.string({ unit: 'grapheme', maxLength: 200 }))), { maxLength: 12 }), (steps) => {
        const jar = browserJar();
        const stored = memoryStorage();
        const storage = withCookieCopy(stored, { isCopied: isReadByServer, jar, secure: false });
        for (const [key, value] of steps) {
          if (value === null) storage.remove(key);
          else storage.set(key, value);
        }
        const read = storageFromCookies(jar.header(), isReadByServer);
        for (const [key] of steps) expect(read.get(key)).toBe(stored.get(key));
        // Every name and value is a cookie's token: nothing a browser would split or refuse.
        for (const cookie of jar.written) expect(cookie.split(';')[0]).toMatch(/^[A-Za-z0-9_%-]+=[^;,\s"\\]*$/);
      }),
    );
  });

  it('copies only the keys the server reads, and never a value too long for a cookie', () => {
    const jar = browserJar();
    const storage = withCookieCopy(memoryStorage(), { isCopied: isReadByServer, jar, secure: true });
    storage.set('userEmail', 'dana@example.com');
    storage.set('bottleTax', '300');
    storage.set('ticketCart', '{"eventId":"e1","quantities":{"ga":2}}');
    expect(jar.written).toEqual([
      'ticketCart=%7B%22eventId%22%3A%22e1%22%2C%22quantities%22%3A%7B%22ga%22%3A2%7D%7D; Max-Age=2592000; Path=/; SameSite=Lax; Secure',
    ]);
    storage.set('ticketCart', 'x'.repeat(MAX_COPIED_LENGTH + 1));
    expect(storageFromCookies(jar.header(), isReadByServer).get('ticketCart')).toBeNull();
  });

  it('drops a copy when storage refused the value, or a cookie cannot carry it', () => {
    const jar = browserJar();
    const refusing = { get: () => null, set: () => undefined, remove: () => undefined };
    withCookieCopy(refusing, { isCopied: isReadByServer, jar, secure: false }).set('noOfGuests', '4');
    expect(jar.header()).toBe('');
    // Text no URL can carry (a lone surrogate) is kept in storage only.
    const storage = withCookieCopy(memoryStorage(), { isCopied: isReadByServer, jar, secure: false });
    storage.set('reservationTime', '8 PM');
    storage.set('reservationTime', '\uD800');
    expect(jar.header()).toBe('');
  });

  it("reads only the copied keys from a request's header, leaving out what it cannot decode", () => {
    const read = storageFromCookies('session=abc; noOfGuests=4; ticketCart=%E0%A4%A; userEmail=a%40b; noOfGuests=9', isReadByServer);
    expect(read.get('noOfGuests')).toBe('4');
    expect(read.get('ticketCart')).toBeNull();
    expect(read.get('userEmail')).toBeNull();
    expect(storageFromCookies(null, isReadByServer).get('noOfGuests')).toBeNull();
  });
});
