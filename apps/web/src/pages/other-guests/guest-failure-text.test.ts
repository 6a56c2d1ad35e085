import { describe, expect, it } from 'vitest';
import * as m from '~messages/other-guests';
import { guestFailureText } from './guest-failure-text';

describe('other guests texts', () => {
  it('counts the guests and words each failure', () => {
    expect(m.guestCount(3, 1, 2)).toBe('Your tickets admit 3 guests, you included. 1 of 2 other guests named.');
    expect(m.guestCount(2, 0, 1)).toBe('Your tickets admit 2 guests, you included. 0 of 1 other guest named.');
    expect(guestFailureText({ kind: 'rejected', message: 'This order admits 2 other guests.', wait: null })).toBe(
      'This order admits 2 other guests.',
    );
    expect(guestFailureText({ kind: 'temporary', message: null, wait: null })).toContain('Nothing you typed is lost');
    expect(guestFailureText({ kind: 'temporary', message: null, wait: 'throttled' })).toContain('Too many tries');
    expect(guestFailureText({ kind: 'temporary', message: null, wait: 'outage' })).toContain('briefly unavailable');
    expect(guestFailureText({ kind: 'unreadable', message: null, wait: null })).toContain('could not read');
  });
});
