// The copy of some storage keys kept in cookies, so the site's server can read what the guest's browser
// stored (docs/decisions.md#checkouts-drawn-from-a-cookie-copy). The browser's side wraps its storage and
// writes a cookie beside each copied key it sets or removes; the server's side reads them back from a
// request's Cookie header. A value too long for a cookie is simply not copied: the page then starts from
// the browser's storage instead.
import type { StoragePort } from '@venue/core/ports/storage.port';
import type { StorageKey } from '@venue/core/ports/storage-keys';

/** Where the browser's cookies are written: `document.cookie`'s setter in the site. */
export interface CookieJar {
  write(cookie: string): void;
}

export interface CookieCopy {
  /** Which keys are copied; everything else stays in storage only. */
  readonly isCopied: (key: string) => boolean;
  readonly jar: CookieJar;
  /** An https site: the cookies are sent over https only. */
  readonly secure: boolean;
}

/** A copy lives as long as a guest's plans may: a month, then the page reads storage again. */
export const COPY_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Longer values are not copied: browsers keep about 4 kB a cookie, name and attributes included. */
export const MAX_COPIED_LENGTH = 3000;

/** A key as a cookie's name: letters, digits, `-` and `_` as they are, any other character as `%XX` of its UTF-8 bytes. */
const cookieNameOf = (key: string): string =>
  key.replace(/[^A-Za-z0-9_-]/gu, (character) =>
    Array.from(new TextEncoder().encode(character), (byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
  );

/** The key a cookie's name stands for; null for a name this site did not write. */
function keyOf(name: string): string | null {
  try {
    return decodeURIComponent(name);
  } catch {
    return null;
  }
}

/** The value as a cookie carries it; null for text no URL can carry (a lone surrogate) or too long a value. */
function encoded(value: string): string | null {
  try {
    const text = encodeURIComponent(value);
    return text.length <= MAX_COPIED_LENGTH ? text : null;
  } catch {
    return null;
  }
}

function cookieOf(key: string, value: string | null, secure: boolean): string {
  const name = cookieNameOf(key);
  const attributes = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return value === null ? `${name}=; Max-Age=0${attributes}` : `${name}=${value}; Max-Age=${COPY_MAX_AGE_SECONDS}${attributes}`;
}

/** `storage` with a cookie written beside each copied key: set, replaced, or removed with it. */
export function withCookieCopy(storage: StoragePort, { isCopied, jar, secure }: CookieCopy): StoragePort {
  const copy = (key: StorageKey, value: string | null): void => {
    if (!isCopied(key)) return;
    // A value that storage did not keep must not outlive it in a cookie either.
    const copied = value !== null && storage.get(key) === value ? encoded(value) : null;
    try {
      jar.write(cookieOf(key, copied, secure));
    } catch {
      // Cookies disabled: the page reads storage once it runs.
    }
  };
  return {
    get: (key) => storage.get(key),
    set(key, value) {
      storage.set(key, value);
      copy(key, value);
    },
    remove(key) {
      storage.remove(key);
      copy(key, null);
    },
  };
}

/**
 * The copied keys as a request's Cookie header carries them, read-only: the server keeps nothing of a
 * guest's. Other cookies, unreadable values and values longer than a copy can be are left out.
 */
export function storageFromCookies(header: string | null, isCopied: (key: string) => boolean): StoragePort {
  const values = new Map<string, string>();
  for (const pair of (header ?? '').split(';')) {
    const split = pair.indexOf('=');
    const key = keyOf(pair.slice(0, split).trim());
    const raw = pair.slice(split + 1).trim();
    if (split < 0 || key === null || !isCopied(key) || values.has(key) || raw.length > MAX_COPIED_LENGTH) continue;
    try {
      values.set(key, decodeURIComponent(raw));
    } catch {
      // Not a value this site wrote: as though absent.
    }
  }
  return {
    get: (key) => values.get(key) ?? null,
    set: () => undefined,
    remove: () => undefined,
  };
}
