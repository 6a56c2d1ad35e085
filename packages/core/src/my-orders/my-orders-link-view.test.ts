import { describe, expect, it } from 'vitest';
import { err, ok } from '../shared/result';
import { myOrdersLinkView } from './my-orders-link-view';

describe('the page of a mailed link', () => {
  it('lists the orders, or says the link expired, is unknown, or the venue cannot be reached', () => {
    const list = { expiresAt: '2030-06-16T18:00:00.000Z', orders: [] };
    expect(myOrdersLinkView(ok(list))).toEqual({ kind: 'list', list });
    expect(myOrdersLinkView(err({ _tag: 'HttpError', status: 410, message: 'gone' }))).toEqual({ kind: 'expired' });
    expect(myOrdersLinkView(err({ _tag: 'HttpError', status: 404, message: 'no' }))).toEqual({ kind: 'unknown' });
    for (const error of [
      { _tag: 'HttpError', status: 503, message: 'down' },
      { _tag: 'NetworkError', message: 'offline' },
    ] as const)
      expect(myOrdersLinkView(err(error))).toEqual({ kind: 'unavailable', error });
  });
});
