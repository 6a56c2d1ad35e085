import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ConversationMessage } from './conversation-message';
import { mergeHistory } from './message-merge';

const message = (over: Partial<ConversationMessage>): ConversationMessage => ({
  id: null,
  clientId: null,
  type: 'text',
  from: 'guest',
  message: '',
  suggestions: [],
  audio: null,
  duration: null,
  rate: null,
  meta: undefined,
  delivery: 'sent',
  ...over,
});

describe('mergeHistory', () => {
  it('matches a sent message by client id and a reply by server id, keeping queued ones after', () => {
    const shown = [
      message({ clientId: 'c-1', message: 'hi' }),
      message({ id: 'r-1', from: 'venue', message: 'hello', delivery: 'received' }),
      message({ clientId: 'c-2', message: 'later', delivery: 'queued' }),
    ];
    const server = [message({ id: 'm-1', clientId: 'c-1', message: 'hi' }), message({ id: 'r-1', from: 'venue', message: 'hello' })];
    expect(mergeHistory(shown, server).map((m) => [m.id, m.clientId, m.message])).toEqual([
      ['m-1', 'c-1', 'hi'],
      ['r-1', null, 'hello'],
      [null, 'c-2', 'later'],
    ]);
  });

  it('recognises a reply pushed without id once the history gives it one', () => {
    const shown = [message({ from: 'venue', message: 'Sure' })];
    const server = [message({ id: 'r-9', from: 'venue', message: 'Sure' })];
    expect(mergeHistory(shown, server)).toHaveLength(1);
  });

  it('keeps a message the server refused where it was, before later ones the server has', () => {
    const shown = [
      message({ clientId: 'c-1', delivery: 'not-delivered' }),
      message({ clientId: 'c-2' }),
      message({ clientId: 'c-3', delivery: 'queued' }),
    ];
    const server = [message({ id: 'm-1', clientId: 'c-2' }), message({ id: 'r-1', from: 'venue', message: 'hi' })];
    expect(mergeHistory(shown, server).map((m) => m.clientId ?? m.id)).toEqual(['c-1', 'c-2', 'c-3', 'r-1']);
  });

  it('property: nothing lost, nothing doubled, and both the server order and the shown order kept', () => {
    // Shown messages are guest messages; the server knows a random subset (in the same order) plus replies.
    const arb = fc
      .uniqueArray(fc.integer({ min: 1, max: 50 }), { maxLength: 15 })
      .chain((ids) => fc.tuple(fc.constant(ids), fc.subarray(ids), fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 5 })));
    const subsequence = (small: readonly string[], big: readonly string[]) => {
      let i = 0;
      for (const item of big) if (item === small[i]) i += 1;
      return i === small.length;
    };
    fc.assert(
      fc.property(arb, ([localIds, serverKnown, replyPositions]) => {
        const shown = localIds.map((n) => message({ clientId: `c-${n}`, message: `m${n}` }));
        const server = serverKnown.map((n) => message({ id: `s-${n}`, clientId: `c-${n}`, message: `m${n}` }));
        replyPositions.forEach((at, i) =>
          server.splice(Math.min(at, server.length), 0, message({ id: `r-${i}`, from: 'venue', message: 'reply' })),
        );
        const merged = mergeHistory(shown, server).map((m) => m.clientId ?? m.id ?? '');
        const shownKeys = shown.map((m) => m.clientId ?? '');
        const serverKeys = server.map((m) => m.clientId ?? m.id ?? '');
        expect(new Set(merged).size).toBe(merged.length);
        expect(new Set(merged)).toEqual(new Set([...shownKeys, ...serverKeys]));
        expect(subsequence(serverKeys, merged)).toBe(true);
        expect(subsequence(shownKeys, merged)).toBe(true);
      }),
    );
  });

  it('property: merging the same history twice changes nothing more', () => {
    const arb = fc.array(fc.record({ n: fc.integer({ min: 1, max: 30 }), known: fc.boolean() }), { maxLength: 12 });
    fc.assert(
      fc.property(arb, (entries) => {
        const unique = entries.filter((e, i) => entries.findIndex((o) => o.n === e.n) === i);
        const shown = unique.map((e) => message({ clientId: `c-${e.n}`, message: `m${e.n}` }));
        const server = unique.filter((e) => e.known).map((e) => message({ id: `s-${e.n}`, clientId: `c-${e.n}`, message: `m${e.n}` }));
        const once = mergeHistory(shown, server);
        expect(mergeHistory(once, server)).toEqual(once);
      }),
    );
  });
});
