// One night in words: the weekday's hours and the events on that date with their doors time, on hand-made facts
// (Friday 7 March 2031 is today) and, as properties, on any facts with any date as today.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { weekDays } from '@venue/core/session/venue-hours';
import { addDays, nextDateOn, nightAnswer } from './night-answer';
import { isoDateArb, sampleEvent, sampleFacts, sampleHours, venueFactsArb } from './testing/sample-facts';
import { weekDayOf } from './venue-facts-text';

const today = '2031-03-07';

describe('the night asked about', () => {
  it('is the next date on that weekday, today included', () => {
    expect(nextDateOn(today, 'Friday')).toBe('2031-03-07');
    expect(nextDateOn(today, 'Saturday')).toBe('2031-03-08');
    expect(nextDateOn(today, 'Thursday')).toBe('2031-03-13');
    // Across a month's and a year's end.
    expect(nextDateOn('2031-12-30', 'Friday')).toBe('2032-01-02');
    expect(addDays('2032-02-28', 1)).toBe('2032-02-29');
  });

  it('falls on that weekday, within the coming week, whatever today is', () => {
    fc.assert(
      fc.property(isoDateArb, fc.constantFrom(...weekDays), (day0, day) => {
        const date = nextDateOn(day0, day);
        expect(weekDayOf(date)).toBe(day);
        expect(date >= day0 && date <= addDays(day0, 6)).toBe(true);
        if (weekDayOf(day0) === day) expect(date).toBe(day0);
      }),
    );
  });
});

describe('a night in words', () => {
  it("gives tonight's hours and event with its doors time and tickets page", () => {
    const facts = sampleFacts({ today, events: [sampleEvent({ id: 'deep-nights', date: today, name: 'Deep Nights' })] });
    expect(nightAnswer(facts, 'Friday')).toBe(
      'On Friday we are open from 9:00 PM to 3:00 AM.\nTonight: Deep Nights, doors at 10:00 PM, Main Room. Tickets: /tickets/deep-nights.',
    );
  });

  it('names tomorrow night and a later night by their dates, each event on its line', () => {
    const facts = sampleFacts({
      today,
      events: [
        sampleEvent({ id: 'a', date: '2031-03-08', name: 'Soul Train', tickets: [{ name: 'GA', priceMinor: 1_000, soldOut: true }] }),
        sampleEvent({ id: 'b', date: '2031-03-11', name: 'Jazz', startTime: '7:00 PM', location: 'Lounge', tickets: [] }),
        sampleEvent({ id: 'c', date: '2031-03-11', name: 'Open Decks', location: ' ' }),
      ],
    });
    expect(nightAnswer(facts, 'Saturday')).toBe(
      'On Saturday we are open from 9:00 PM to 3:00 AM.\nTomorrow night: Soul Train, doors at 10:00 PM, Main Room. Sold out.',
    );
    expect(nightAnswer(facts, 'Tuesday')).toBe(
      [
        'On Tuesday we are open from 9:00 PM to 3:00 AM.',
        'On Tuesday 11 March: Jazz, doors at 7:00 PM, Lounge. Free entry.',
        'Also on Tuesday 11 March: Open Decks, doors at 10:00 PM. Tickets: /tickets/c.',
      ].join('\n'),
    );
  });

  it('says a closed day plainly, and an event on a usually closed day wins', () => {
    const quiet = sampleFacts({ today, hours: sampleHours(['Monday', 'Friday']) });
    expect(nightAnswer(quiet, 'Monday')).toBe('We are closed on Mondays.');
    expect(nightAnswer(quiet, 'Friday')).toBe('We are closed on Fridays.');
    const special = sampleFacts({ ...quiet, events: [sampleEvent({ id: 'gala', date: '2031-03-10', name: 'Gala' })] });
    expect(nightAnswer(special, 'Monday')).toBe(
      'We are usually closed on Mondays, but not on Monday 10 March.\nOn Monday 10 March: Gala, doors at 10:00 PM, Main Room. Tickets: /tickets/gala.',
    );
  });

  it('does not name an event of the same weekday a week later', () => {
    const facts = sampleFacts({ today, events: [sampleEvent({ id: 'next-week', date: '2031-03-14' })] });
    expect(nightAnswer(facts, 'Friday')).toBe('On Friday we are open from 9:00 PM to 3:00 AM.');
  });

  it('for any facts, names exactly the events on that date, after the hours of its weekday', () => {
    fc.assert(
      fc.property(venueFactsArb, fc.constantFrom(...weekDays), (facts, day) => {
        const [head, ...lines] = nightAnswer(facts, day).split('\n');
        const date = nextDateOn(facts.today, day);
        const events = facts.events.filter((e) => e.date === date).slice(0, 3);
        const closed = facts.hours.find((h) => h.day === day)?.closed ?? true;
        if (!closed) expect(head).toMatch(new RegExp(`^On ${day} we are open from `));
        else expect(head).toEqual(events.length === 0 ? `We are closed on ${day}s.` : expect.stringMatching(/^We are usually closed/));
        expect(lines).toHaveLength(events.length);
        lines.forEach((line, i) => expect(line).toContain(`: ${events[i]?.name ?? '?'}, doors at ${events[i]?.startTime ?? '?'}`));
      }),
    );
  });
});
