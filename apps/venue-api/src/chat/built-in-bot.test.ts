// The built-in answerer on the demo venue's data, gathered from a seeded database as live: the clock
// is pinned to Saturday 15 June 2030, so the next events and their prices are known.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFinancialSettings, demoGeneralInfo } from '../seed/demo/demo-venue-info';
import { DB_START_TIMEOUT_MS, startTestApi, TEST_TODAY, type TestApi } from '../testing/test-api';
import { botTexts, followUps } from './bot-texts';
import { builtInAnswer } from './built-in-bot';
import { claimsBookingOrPayment } from './honest-reply';
import { gatherVenueFacts } from './venue-facts';
import { BOT_MAX_SUGGESTIONS, BOT_MESSAGE_MAX_LENGTH, type VenueFacts } from './venue-bot.port';

let api: TestApi;
let facts: VenueFacts;

beforeAll(async () => {
  api = await startTestApi();
  facts = await gatherVenueFacts(api.db, TEST_TODAY, 'online');
}, DB_START_TIMEOUT_MS);

afterAll(() => api.db.close());

const ask = (text: string, history: VenueFacts['faq'] = []) =>
  builtInAnswer({ facts, text, guestName: 'Ada Lovelace', history: history.map((f) => ({ from: 'guest', text: f.question })) });

describe('the built-in bot on the demo venue', () => {
  it("answers a weekday's opening hours from the venue's hours", () => {
    const { Friday } = demoGeneralInfo().hours ?? {};
    const reply = ask('When do you open on Friday?');
    expect(reply.message).toBe(`On Friday we are open from ${Friday?.timeFromFriday} to ${Friday?.timeToFriday}.`);
    expect(reply.message).toBe('On Friday we are open from 9:00 PM to 4:00 AM.');
    expect(reply).toMatchObject({ needsStaff: false, source: 'built-in' });
    expect(reply.suggestions).toContain(followUps.weekHours);
  });

  it('says a day off is closed, and reads tonight and tomorrow from the clock', () => {
    expect(ask('are you open on monday?').message).toBe('We are closed on Mondays.');
    // 15 June 2030 is a Saturday.
    expect(ask('how late are you open tonight?').message).toBe('On Saturday we are open from 9:00 PM to 4:00 AM.');
    expect(ask('what time do you close tomorrow').message).toBe('On Sunday we are open from 7:00 PM to 1:00 AM.');
  });

  it('answers the hours of the week', () => {
    expect(ask('What are your hours?').message).toBe(
      [
        'Our opening hours:',
        'Monday: closed',
        'Tuesday: 8:00 PM to 2:00 AM',
        'Wednesday: 8:00 PM to 2:00 AM',
        'Thursday: 8:00 PM to 3:00 AM',
        'Friday: 9:00 PM to 4:00 AM',
        'Saturday: 9:00 PM to 4:00 AM',
        'Sunday: 7:00 PM to 1:00 AM',
      ].join('\n'),
    );
  });

  it('gives the address and the map link', () => {
    const { general } = demoGeneralInfo();
    const reply = ask("What's your address?");
    expect(reply.message).toBe(`Velvet Room is at ${general.address}. Map: ${general.mapLink}`);
    expect(ask('where are you located').message).toBe(reply.message);
  });

  it('lists the next events with their dates and ticket prices', () => {
    const reply = ask("What's on this week?");
    const lines = reply.message.split('\n');
    expect(lines[0]).toBe('Coming up at Velvet Room:');
    expect(lines[1]).toBe(
      'Saturday 15 June: Deep Nights with DJ Nova, 10:00 PM to 4:00 AM, Main Room. ' +
        'Tickets: Early Bird sold out, General Admission $25, VIP $50.50, Table for 4 $300 (/tickets/event-up-1).',
    );
    expect(lines[2]).toMatch(/^Monday 17 June: Afro Nights, .* General Admission \$30, /);
    expect(lines[3]).toBe('Wednesday 19 June: Sunday Jazz Session, 7:00 PM to 11:00 PM, Lounge. Free entry, no tickets needed.');
    expect(lines.at(-1)).toBe('All events: /events');
    expect(reply.suggestions.length).toBeGreaterThan(0);
  });

  it("answers a day's event, and says so when that day has none", () => {
    expect(ask('any party on friday?').message).toContain('Friday 21 June: Soul Train Revival, 9:00 PM to 2:00 AM, Main Room. Sold out.');
    const tuesday = ask('what events are on tuesday');
    expect(tuesday.message).toMatch(/^Nothing is announced for Tuesday yet\. Coming up at Velvet Room:\nSaturday 15 June/);
    expect(ask('how much are tickets tonight?').message).toContain('General Admission $25');
  });

  it('states the bottle minimum per person from the financial settings', () => {
    const { bottlesMinimum, minGuestCount } = demoFinancialSettings();
    expect(ask('how much is a table?').message).toMatch(/^Bottle service has a minimum spend of \$150 per guest/);
    const reply = ask('What is the minimum spend per person for a table?');
    expect(reply.message).toBe(
      `Bottle service has a minimum spend of $${bottlesMinimum} per guest, for ${minGuestCount} guests or more. Choose your date, party size and bottles at /bottles.`,
    );
    expect(ask(followUps.bottles).message).toBe(reply.message);
  });

  it('points to the reservation and booking pages', () => {
    expect(ask('How do I reserve a table?').message).toContain(botTexts.reservation);
    expect(ask('can I book a table for saturday').message).toContain('/reservation');
    const booking = ask('I want to book the rooftop for a private birthday party');
    expect(booking.message).toContain('send your request at /booking');
    // The FAQ's own answer comes first when it has one.
    expect(ask('Can I book the venue for a private event?').message).toMatch(/\n.*\/booking/);
  });

  it('still answers the rest from the FAQ, with follow-ups', () => {
    expect(ask('Is there a dress code?').message).toMatch(/^Smart casual/);
    expect(ask('Which payment methods do you accept?').suggestions).toHaveLength(3);
    expect(ask('can I get a refund on my tickets?').message).toMatch(/refund/i);
    expect(ask('What is the minimum age?').message).toMatch(/21 or older/);
  });

  it('hands an unknown question over honestly, marking it for staff, with suggestions', () => {
    const reply = ask('Can you recommend a dentist nearby?');
    expect(reply).toMatchObject({ message: botTexts.handover, needsStaff: true });
    expect(reply.message).toMatch(/team/);
    expect(reply.suggestions.length).toBeGreaterThan(0);
  });

  it('greets by first name with starter questions', () => {
    expect(ask('hello')).toMatchObject({ message: botTexts.greeting('Ada'), needsStaff: false });
    expect(ask('hello').suggestions).toHaveLength(3);
  });

  it('answers every suggestion it offers without handing over', () => {
    const offered = new Set<string>();
    for (const q of ['hi', 'hours', 'friday', 'address', 'events', 'bottle minimum', 'reserve', 'book the venue', 'dress code']) {
      for (const s of ask(q).suggestions) offered.add(s);
    }
    for (const s of offered) expect(ask(s).needsStaff, s).toBe(false);
  });
});

const guestText = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc
    .array(
      fc.constantFrom(
        ...'book booked table reserve reservation payment paid pay confirm friday tonight open hours where event tickets price minimum bottle hi thanks the a ? !'.split(
          ' ',
        ),
      ),
      { maxLength: 15 },
    )
    .map((w) => w.join(' ')),
);

describe('built-in bot properties', () => {
  it('always answers with a bounded, non-empty text and at most three distinct suggestions', () => {
    fc.assert(
      fc.property(guestText, (text) => {
        const reply = ask(text);
        expect(reply.message.trim()).not.toBe('');
        expect(reply.message.length).toBeLessThanOrEqual(BOT_MESSAGE_MAX_LENGTH);
        expect(reply.suggestions.length).toBeLessThanOrEqual(BOT_MAX_SUGGESTIONS);
        expect(new Set(reply.suggestions).size).toBe(reply.suggestions.length);
      }),
    );
  });

  it('never claims a booking or a payment', () => {
    fc.assert(
      fc.property(guestText, (text) => {
        const { message } = ask(text);
        expect(claimsBookingOrPayment(message), message).toBe(false);
      }),
    );
    // Nor does any FAQ answer it may repeat.
    for (const entry of facts.faq) expect(claimsBookingOrPayment(entry.answer), entry.answer).toBe(false);
  });

  it('hands over exactly when it says so', () => {
    fc.assert(
      fc.property(guestText, (text) => {
        const reply = ask(text);
        expect(reply.needsStaff).toBe(reply.message === botTexts.handover);
      }),
    );
  });
});
