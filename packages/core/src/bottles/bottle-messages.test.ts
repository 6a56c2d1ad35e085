import { describe, expect, it } from 'vitest';
import { bottleOrderError } from './bottle-messages';

describe('why a bottle order was not placed', () => {
  it("is the venue's own message when its answer has one", () => {
    expect(bottleOrderError({ _tag: 'HttpError', status: 422, message: 'x', body: { message: '<b>Card</b>' } })).toEqual({
      kind: 'venue',
      html: '<b>Card</b>',
    });
    expect(bottleOrderError({ _tag: 'HttpError', status: 422, message: 'x', body: { error: 'Declined' } })).toEqual({
      kind: 'venue',
      html: 'Declined',
    });
    expect(bottleOrderError({ _tag: 'HttpError', status: 422, message: 'x', body: { error: { code: 'c', message: 'Nope' } } })).toEqual({
      kind: 'venue',
      html: 'Nope',
    });
  });

  it('is a code without an answer, or with an answer that says nothing', () => {
    expect(bottleOrderError({ _tag: 'NetworkError', message: 'offline' })).toEqual({ kind: 'unreachable' });
    expect(bottleOrderError({ _tag: 'HttpError', status: 500, message: 'x', body: { message: '  ' } })).toEqual({ kind: 'failed' });
    expect(bottleOrderError({ _tag: 'HttpError', status: 500, message: 'x', body: 'oops' })).toEqual({ kind: 'failed' });
  });
});
