import { describe, expect, it } from 'vitest';
import { shareLink, type SharedLink, type ShareWays } from './share-link';

const link: SharedLink = { title: 'A title', text: 'Some text', url: 'https://venue.example/guest-code/abc' };

const failing = (name: string) => () => Promise.reject(Object.assign(new Error(name), { name }));

/** The ways with a log of what each was handed. */
function ways(share: ShareWays['share'] | 'log', copy: ShareWays['copy'] | 'log') {
  const calls: string[] = [];
  const given: ShareWays = {
    share: share === 'log' ? (l) => (calls.push(`share ${l.url}`), Promise.resolve()) : share,
    copy: copy === 'log' ? (text) => (calls.push(`copy ${text}`), Promise.resolve()) : copy,
  };
  return { calls, given };
}

describe('shareLink', () => {
  it('hands the whole link to the share sheet where there is one, and copies nothing', async () => {
    const { calls, given } = ways('log', 'log');
    expect(await shareLink(link, given)).toBe('shared');
    expect(calls).toEqual([`share ${link.url}`]);
  });

  it('takes a closed share sheet as the guest’s choice: nothing copied, no word', async () => {
    const { calls, given } = ways(failing('AbortError'), 'log');
    expect(await shareLink(link, given)).toBe('cancelled');
    expect(calls).toEqual([]);
  });

  it('copies the address when the share sheet refuses or is missing', async () => {
    for (const share of [failing('NotAllowedError'), failing('DataError'), null]) {
      const { calls, given } = ways(share, 'log');
      expect(await shareLink(link, given)).toBe('copied');
      expect(calls).toEqual([`copy ${link.url}`]);
    }
  });

  it('shows the address when neither way works', async () => {
    expect(await shareLink(link, ways(null, failing('NotAllowedError')).given)).toBe('shown');
    expect(await shareLink(link, ways(failing('NotAllowedError'), null).given)).toBe('shown');
    expect(await shareLink(link, ways(null, null).given)).toBe('shown');
  });
});
