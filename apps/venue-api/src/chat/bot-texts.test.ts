// The bot's own sentences that depend on the venue's data.
import { describe, expect, it } from 'vitest';
import { botTexts } from './bot-texts';
import { sampleFacts } from './testing/sample-facts';

describe("the cancel answer states the venue's cut-off", () => {
  it.each([
    [2, 'You can cancel online until 2 hours before your arrival time; after that, contact us at /contact.'],
    [1, 'You can cancel online until 1 hour before your arrival time;'],
    [0, 'You can cancel online until your arrival time;'],
  ])('%i hours', (hours, words) => {
    const text = botTexts.cancelReservation(sampleFacts({ reservationCancelHours: hours }));
    expect(text).toContain(words);
    expect(text).toContain('"Cancel this reservation"');
    expect(text).toContain('/my-orders');
  });
});
