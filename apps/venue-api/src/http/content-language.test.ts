// The translations put into an answer only where the venue's texts are: any answer's (an event, an order's lines),
// never an id, a date, a link or a code, whatever its words.
import { describe, expect, it } from 'vitest';
import { translatedAnswer } from './content-language';

const english = new Map([
  ['לילה אפרו', 'Afro Night'],
  ['האולם הראשי', 'Main Room'],
]);

describe('an answer in the language asked for', () => {
  it("translates the venue's texts, in lists and lines alike, and leaves ids, links, codes and unknown words alone", () => {
    const answer = {
      data: {
        _id: 'לילה אפרו',
        name: 'לילה אפרו',
        location: 'האולם הראשי',
        image: 'לילה אפרו',
        tags: ['לילה אפרו'],
        category: 'אפרוביטס',
        lines: [{ itemId: 'event-up-2-ga', description: 'לילה אפרו', quantity: 2 }],
        total: 160,
        soldOut: false,
        minimumAge: null,
      },
    };
    expect(translatedAnswer(answer, english)).toEqual({
      data: {
        ...answer.data,
        name: 'Afro Night',
        location: 'Main Room',
        lines: [{ itemId: 'event-up-2-ga', description: 'Afro Night', quantity: 2 }],
      },
    });
  });
});
