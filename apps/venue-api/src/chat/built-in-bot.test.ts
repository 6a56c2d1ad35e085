// The built-in answerer on the demo venue's data, gathered from a seeded database as live: the clock
// is pinned to Saturday 15 June 2030, so the next events and their prices are known.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolvePath } from '@venue/core/routing/routes';
import type { WeekDay } from '@venue/core/session/venue-hours';
import { demoFinancialSettings, demoGeneralInfo } from '../seed/demo/demo-venue-info';
import { DB_START_TIMEOUT_MS, startTestApi, TEST_TODAY, type TestApi } from '../testing/test-api';
import { botTexts, followUps } from './bot-texts';
import { builtInAnswer } from './built-in-bot';
import { claimsBookingOrPayment } from './honest-reply';
import { guestTextArb, sitePathsIn } from './testing/guest-text';
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

// The events the facts hold on one date, each as the line that names it and its doors time.
const eventLines = (date: string) =>
  facts.events.filter((e) => e.date === date).map((e) => expect.stringContaining(`: ${e.name}, doors at ${e.startTime}`));

/** A weekday's hours as the bot says them, from the demo seed's own data. */
function demoDaySentence(day: WeekDay): string {
  const hours: Readonly<Record<string, unknown>> = demoGeneralInfo().hours?.[day] ?? {};
  const [from, to] = [hours[`timeFrom${day}`], hours[`timeTo${day}`]];
  return hours['DayOff'] === true || typeof from !== 'string'
    ? `We are closed on ${day}s.`
    : `On ${day} we are open from ${from} to ${String(to)}.`;
}

describe('the built-in bot on the demo venue', () => {
  it("answers a weekday's opening hours from the venue's hours, with that night's events and their doors", () => {
    const { Friday } = demoGeneralInfo().hours ?? {};
    const reply = ask('When do you open on Friday?');
    const [hours, ...events] = reply.message.split('\n');
    expect(hours).toBe(`On Friday we are open from ${Friday?.timeFromFriday} to ${Friday?.timeToFriday}.`);
    expect(hours).toBe('On Friday we are open from 9:00 PM to 4:00 AM.');
    // The next Friday from Saturday 15 June 2030.
    expect(events).toEqual(eventLines('2030-06-21'));
    events.forEach((line, i) => expect(line).toMatch(i === 0 ? /^On Friday 21 June: / : /^Also on Friday 21 June: /));
    expect(reply).toMatchObject({ needsStaff: false, source: 'built-in' });
    expect(reply.suggestions).toContain(followUps.weekHours);
  });

  it('says a day off is closed, and reads tonight and tomorrow from the clock', () => {
    const [monday, ...mondayEvents] = ask('are you open on monday?').message.split('\n');
    expect(demoDaySentence('Monday')).toBe('We are closed on Mondays.');
    expect(monday).toBe(
      mondayEvents.length === 0 ? 'We are closed on Mondays.' : 'We are usually closed on Mondays, but not on Monday 17 June.',
    );
    expect(mondayEvents).toEqual(eventLines('2030-06-17'));
    // 15 June 2030 is a Saturday.
    const [tonight, ...tonightEvents] = ask('how late are you open tonight?').message.split('\n');
    expect(tonight).toBe(demoDaySentence('Saturday'));
    expect(tonightEvents).toEqual(eventLines('2030-06-15'));
    tonightEvents.forEach((line, i) => expect(line).toMatch(i === 0 ? /^Tonight: / : /^Also tonight: /));
    const [tomorrow, ...tomorrowEvents] = ask('what time do you close tomorrow').message.split('\n');
    expect(tomorrow).toBe(demoDaySentence('Sunday'));
    expect(tomorrowEvents).toEqual(eventLines('2030-06-16'));
    tomorrowEvents.forEach((line, i) => expect(line).toMatch(i === 0 ? /^Tomorrow night: / : /^Also tomorrow night: /));
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
        'Saturday: 6:00 PM to 4:00 AM',
        'Sunday: 4:00 PM to 2:00 AM',
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
    expect(lines[2]).toBe('Sunday 16 June: Sunday Jazz Session, 7:00 PM to 11:00 PM, Lounge. Free entry, no tickets needed.');
    expect(lines[3]).toMatch(/^Tuesday 18 June: Open Mic Cypher, 8:00 PM to 12:00 AM, Lounge\. /);
    expect(lines.at(-1)).toBe('All events: /events');
    expect(reply.suggestions.length).toBeGreaterThan(0);
  });

  it("answers a day's event, and says so when that day has none", () => {
    expect(ask('any party on friday?').message).toContain('Friday 21 June: Soul Train Revival, 9:00 PM to 2:00 AM, Main Room. Sold out.');
    const wednesday = ask('what events are on wednesday');
    expect(wednesday.message).toMatch(/^Nothing is announced for Wednesday yet\. Coming up at Velvet Room:\nSaturday 15 June/);
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
    const asked = ['hi', 'hours', 'friday', 'address', 'events', 'bottle minimum', 'reserve', 'book the venue', 'dress code'];
    const ownOrders = ['change my reservation', 'cancel my reservation', 'where is my reservation', 'where is my ticket', 'doors'];
    for (const q of [...asked, ...ownOrders]) {
      for (const s of ask(q).suggestions) offered.add(s);
    }
    for (const s of offered) expect(ask(s).needsStaff, s).toBe(false);
  });
});

describe("the guest's own reservation and tickets, and tonight's doors, on the demo venue", () => {
  it.each(['how do I change my table reservation?', 'Can I move my reservation to Friday?', 'add two more guests to my reservation'])(
    'tells how to change a reservation, never how to make one: "%s"',
    (text) => {
      const reply = ask(text);
      expect(reply).toMatchObject({ message: botTexts.changeReservation, needsStaff: false });
      expect(reply.message).toContain('"Change this reservation"');
      expect(reply.message).toContain('/my-orders');
      expect(reply.message).not.toContain(botTexts.reservation);
      expect(reply.suggestions).toContain(followUps.cancelReservation);
    },
  );

  it.each(['how do I cancel my reservation', "I can't make it to my reservation tonight", 'cancel my table'])(
    'tells how to cancel a reservation: "%s"',
    (text) => {
      const reply = ask(text);
      expect(reply).toMatchObject({ message: botTexts.cancelReservation(facts), needsStaff: false });
      expect(reply.message).toContain('"Cancel this reservation"');
      expect(reply.message).toContain(`You can cancel online until ${facts.reservationCancelHours} hour`);
      expect(reply.message).toContain('/my-orders');
    },
  );

  it.each(['where is my ticket', 'I lost my tickets', 'my QR code', "I didn't receive my tickets"])(
    'tells where tickets are and how to get the links again: "%s"',
    (text) => {
      const reply = ask(text);
      expect(reply).toMatchObject({ message: botTexts.myTickets, needsStaff: false });
      expect(reply.message).toMatch(/e-mail that confirmed your order/);
      expect(reply.message).toContain('/my-orders');
    },
  );

  it('answers the same whatever e-mail address the guest types: an address proves nothing, so no order is shown', () => {
    const plain = ask('Where are my tickets?').message;
    for (const text of ['Where are my tickets? I ordered with ada@example.com', 'Where are my tickets? My name is Ada Lovelace'])
      expect(ask(text).message).toBe(plain);
  });

  it("answers doors with tonight's hours and tonight's events, in the venue's day", () => {
    for (const text of ['what time do doors open', 'When do you open tonight?']) {
      const [hours, ...events] = ask(text).message.split('\n');
      // 15 June 2030, the venue's today, is a Saturday.
      expect(hours).toBe(demoDaySentence('Saturday'));
      expect(events).toEqual(eventLines('2030-06-15'));
    }
  });
});

const guestText = guestTextArb;

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

  it("links only to the site's own pages, as core's route table has them", () => {
    fc.assert(
      fc.property(guestText, (text) => {
        const { message } = ask(text);
        for (const path of sitePathsIn(message)) expect(resolvePath(path), `${path} in ${message}`).toMatchObject({ kind: 'page' });
      }),
    );
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
