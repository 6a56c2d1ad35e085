import { describe, expect, it } from 'vitest';
import { orderFailureText } from './order-failure-text';

describe('a failed step of an order, in words', () => {
  it("gives the venue's words for a refusal, ours otherwise", () => {
    expect(orderFailureText({ kind: 'rejected', said: 'Sold out.' })).toBe('Sold out.');
    expect(orderFailureText({ kind: 'rejected', said: null })).toBe('The venue refused this order.');
    expect(orderFailureText({ kind: 'temporary' })).toBe('We could not reach the venue. Nothing you typed is lost: please try again.');
    expect(orderFailureText({ kind: 'unreadable' })).toContain('it never makes a second order');
    expect(orderFailureText(null)).toBeNull();
  });
});
