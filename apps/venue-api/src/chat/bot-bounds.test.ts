import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bounded, cutText } from './bot-bounds';
import { botTexts } from './bot-texts';
import { BOT_MAX_SUGGESTIONS, BOT_MESSAGE_MAX_LENGTH, BOT_SUGGESTION_MAX_LENGTH } from './venue-bot.port';

describe('bot reply bounds', () => {
  it('cuts a long text at a word, with an ellipsis', () => {
    expect(cutText('one two three four', 12)).toBe('one two…');
    expect(cutText('short', 12)).toBe('short');
  });

  it('turns an empty answer into the hand-over', () => {
    expect(bounded({ message: ' \n\u0000 ', suggestions: [], needsStaff: false, source: 'ai' })).toMatchObject({
      message: botTexts.handover,
      needsStaff: true,
    });
  });

  it('any reply leaves non-empty, bounded, without control characters, with few distinct short suggestions', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 5_000 }), fc.array(fc.string({ maxLength: 200 }), { maxLength: 10 }), (message, suggestions) => {
        const reply = bounded({ message, suggestions, needsStaff: false, source: 'ai' });
        expect(reply.message.trim()).not.toBe('');
        expect(reply.message.length).toBeLessThanOrEqual(BOT_MESSAGE_MAX_LENGTH);
        // eslint-disable-next-line no-control-regex
        expect(reply.message).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f]/);
        expect(reply.suggestions.length).toBeLessThanOrEqual(BOT_MAX_SUGGESTIONS);
        expect(new Set(reply.suggestions).size).toBe(reply.suggestions.length);
        for (const s of reply.suggestions) {
          expect(s.length).toBeGreaterThan(0);
          expect(s.length).toBeLessThanOrEqual(BOT_SUGGESTION_MAX_LENGTH);
        }
      }),
    );
  });
});
