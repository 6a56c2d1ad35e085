import { describe, expect, it } from 'vitest';
import { CONFIRM_WINDOW_MS, confirmLinkExpiry, lapsedBefore, signUpStep } from './double-opt-in';

const signedUp = new Date('2030-06-15T18:00:00Z');
const later = (ms: number) => new Date(signedUp.getTime() + ms);

describe('signing up for the mailing list', () => {
  it('starts a consent for a new address', () => {
    expect(signUpStep(undefined, signedUp)).toBe('start');
  });

  it('keeps a pending sign-up and its link until the link lapses, then starts anew', () => {
    const pending = { status: 'unconfirmed', consentAt: signedUp } as const;
    expect(signUpStep(pending, later(1000))).toBe('wait');
    expect(signUpStep(pending, later(CONFIRM_WINDOW_MS - 1))).toBe('wait');
    expect(signUpStep(pending, later(CONFIRM_WINDOW_MS))).toBe('start');
  });

  it('leaves a confirmed member confirmed, however old', () => {
    expect(signUpStep({ status: 'confirmed', consentAt: signedUp }, later(400 * CONFIRM_WINDOW_MS))).toBe('keep');
  });

  it('lapses a link 72 hours after its sign-up', () => {
    expect(confirmLinkExpiry(signedUp).toISOString()).toBe('2030-06-18T18:00:00.000Z');
    expect(lapsedBefore(later(CONFIRM_WINDOW_MS))).toEqual(signedUp);
  });
});
