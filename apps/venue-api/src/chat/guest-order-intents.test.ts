// What a guest's message asks, through the whole matcher (venue-intents.ts): questions about the guest's own
// reservation or tickets, and doors and hours of a night, in many phrasings; and the venue's other intents and the
// FAQ's questions keep theirs. Today is Friday 7 March 2031.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectIntent, type VenueIntent } from './venue-intents';

const today = '2031-03-07';
const intentOf = (text: string) => detectIntent(text, today);

const cases = (expected: VenueIntent | undefined, texts: readonly string[]) => texts.map((text) => [text, expected] as const);

describe("questions about the guest's own reservation", () => {
  it.each(
    cases({ kind: 'my-reservation', want: 'change' }, [
      'how do I change my table reservation?',
      'How can I modify my reservation',
      'can I change the time of my reservation',
      'I need to update my reservation',
      'reschedule my reservation please',
      'Can I move my reservation to Saturday?',
      'add two more guests to my reservation',
      'can we add 2 more people to our table?',
      'I want to change the date of my table booking',
      'Is it possible to edit a reservation?',
      'change reservation',
      'I reserved a table, can I change the time?',
      'CHANGE MY RESERVATION!!!',
      'We’ll be later than our reservation, can we come at 11?',
    ]),
  )('"%s" is a change', (text, expected) => {
    expect(intentOf(text)).toEqual(expected);
  });

  it.each(
    cases({ kind: 'my-reservation', want: 'cancel' }, [
      'how do I cancel my reservation',
      'cancel my table',
      'I need to cancel my table reservation for tonight',
      'Can I cancel a reservation?',
      'cancellation of a reservation',
      "I can't make it to my reservation tonight",
      "we won't make it, please cancel the reservation",
      'Can I get a refund for my reservation?',
      'I want to cancel what I reserved',
    ]),
  )('"%s" is a cancel', (text, expected) => {
    expect(intentOf(text)).toEqual(expected);
  });

  it.each(
    cases({ kind: 'my-reservation', want: 'find' }, [
      'where is my reservation?',
      'I lost my reservation email',
      "I didn't get a confirmation for my reservation",
      'did my reservation go through?',
      "can't find my reservation",
      'what time is my table reservation',
    ]),
  )('"%s" looks for it', (text, expected) => {
    expect(intentOf(text)).toEqual(expected);
  });
});

describe("questions about the guest's own tickets and codes", () => {
  it.each(
    cases({ kind: 'my-tickets' }, [
      'where is my ticket',
      'Where are my tickets?',
      'I lost my tickets',
      'I lost my QR code',
      'my qr code',
      "I didn't receive my tickets",
      'never got my tickets',
      "Can't find my e-tickets",
      'How do I show my ticket at the door?',
      'Please resend my tickets',
      'I deleted the email with my tickets',
      "I can't find my order",
      "I didn't get a confirmation email",
      "where's my barcode?",
      'the tickets never arrived',
      'I got no email with the tickets',
      'I left my tickets at home',
    ]),
  )('"%s" asks for them', (text, expected) => {
    expect(intentOf(text)).toEqual(expected);
  });
});

describe('doors and hours of a night', () => {
  it.each([
    ['what time do doors open', 'Friday'],
    ['What time do doors open tonight?', 'Friday'],
    ['when do doors open on saturday', 'Saturday'],
    ['when do you open tonight', 'Friday'],
    ['are you open on Monday', 'Monday'],
    ['are you open now?', 'Friday'],
    ['what time do the doors open tomorrow', 'Saturday'],
    ['doors time for the party on sunday?', 'Sunday'],
  ] as const)('"%s" asks about %s', (text, day) => {
    expect(intentOf(text)).toEqual({ kind: 'hours', day });
  });

  it('still answers the week without a day', () => {
    expect(intentOf('What are your hours?')).toEqual({ kind: 'hours', day: undefined });
  });
});

describe('the other questions keep their answers', () => {
  it.each([
    ...cases({ kind: 'reservation' }, [
      'reserve a table',
      'How do I reserve a table?',
      'can I book a table for saturday',
      'I want to reserve a table for my birthday',
      'Can I make a reservation for my friends?',
      'do you take reservations?',
    ]),
    ...cases({ kind: 'events', day: undefined }, [
      'where can I buy tickets?',
      'how do I get tickets',
      'are there tickets left?',
      "What's on this week?",
    ]),
    ...cases({ kind: 'events', day: 'Friday' }, ['how much are tickets tonight?', 'any party on friday?']),
    ...cases({ kind: 'booking' }, ['I want to book the rooftop for a private birthday party']),
    ...cases({ kind: 'bottles' }, ['What is the minimum spend per person for a table?', 'how much is a table?']),
    ...cases({ kind: 'address' }, ["What's your address?", 'where are you located']),
    // The FAQ's: dress code, paying at the door, ticket refunds and transfers, bottle orders, lost property.
    ...cases(undefined, [
      'Is there a dress code?',
      'what is the dress code',
      'Can I pay at the door?',
      'can I get a refund on my tickets?',
      'can I transfer my ticket to a friend',
      'Can I cancel or change a bottle service order?',
      'cancel my bottle order',
      'I lost my jacket last night',
      'do you have a promo code',
      'where do I enter my promoter code',
      'where is my food order?',
      'does my ticket include a drink?',
    ]),
  ])('"%s" stays %j', (text, expected) => {
    expect(intentOf(text)).toEqual(expected);
  });
});

describe('properties of the matching', () => {
  const filler = fc.array(fc.constantFrom('please', 'hi', 'the', 'for', 'tonight', 'friday', 'a', 'we', '?', '!'), { maxLength: 4 });

  it('a question about reserving never becomes a question about a reservation already made', () => {
    const newReservation = fc.constantFrom('reserve a table', 'book a table', 'make a reservation', 'reserve a table for my birthday');
    fc.assert(
      fc.property(filler, newReservation, filler, (before, ask, after) => {
        expect(intentOf([...before, ask, ...after].join(' '))?.kind).toBe('reservation');
      }),
    );
  });

  it('cancelling a reservation is never read as changing it or making one', () => {
    const cancel = fc.constantFrom('cancel my reservation', 'cancel the reservation', 'cancel my table reservation');
    fc.assert(
      fc.property(filler, cancel, filler, (before, ask, after) => {
        expect(intentOf([...before, ask, ...after].join(' '))).toEqual({ kind: 'my-reservation', want: 'cancel' });
      }),
    );
  });
});
