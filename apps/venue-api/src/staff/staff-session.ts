// Sign-in to the staff page: one password from configuration, then a random session cookie.
// Sessions live in memory: a restart signs staff out, which a small staff page can afford.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const STAFF_COOKIE = 'venue_staff';
export const STAFF_SESSION_SECONDS = 12 * 60 * 60;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares digests, so neither the length nor the content of the password leaks through timing. */
export const isStaffPassword = (given: string, expected: string): boolean => timingSafeEqual(digest(given), digest(expected));

export interface StaffSessions {
  open(): string;
  isOpen(token: string | undefined): boolean;
  close(token: string | undefined): void;
}

export function staffSessions(now: () => Date): StaffSessions {
  const expiries = new Map<string, number>();
  return {
    open() {
      const token = randomBytes(32).toString('base64url');
      expiries.set(token, now().getTime() + STAFF_SESSION_SECONDS * 1000);
      return token;
    },
    isOpen(token) {
      if (token === undefined) return false;
      const expiry = expiries.get(token);
      if (expiry === undefined) return false;
      if (expiry > now().getTime()) return true;
      expiries.delete(token);
      return false;
    },
    close(token) {
      if (token !== undefined) expiries.delete(token);
    },
  };
}
