import { describe, expect, it } from 'vitest';
import { botTexts } from './bot-texts';
import { claimsBookingOrPayment } from './honest-reply';
import { sampleFacts } from './testing/sample-facts';

describe('claimsBookingOrPayment', () => {
  it.each([
    "I've booked you a table for Friday at 10 PM.",
    'I have reserved the rooftop for your party.',
    'We have charged your card $150.',
    'Great news: your reservation is confirmed!',
    'Your tickets have been booked.',
    'The payment was received, see you tonight.',
    'Booking confirmed!',
    'Payment received.',
    "You're all set for Saturday.",
    'You have been charged the deposit.',
    'I just confirmed it with the door team.',
    'Your table is now reserved.',
  ])('refuses "%s"', (text) => {
    expect(claimsBookingOrPayment(text)).toBe(true);
  });

  it.each([
    'You can reserve a table at /reservation.',
    'To book the venue for a private event, send your request at /booking.',
    'Tickets for Deep Nights start at $25 (/tickets/event-up-1).',
    'Payment is taken at checkout on the website.',
    'We accept Visa, Mastercard and Apple Pay.',
    'On Friday we are open from 9:00 PM to 4:00 AM.',
    botTexts.handover,
    botTexts.reservation,
    botTexts.changeReservation,
    botTexts.findReservation,
    botTexts.myTickets,
  ])('lets "%s" through', (text) => {
    expect(claimsBookingOrPayment(text)).toBe(false);
  });

  it('lets the cancel answer through, whatever cut-off the venue sets', () => {
    for (const hours of [0, 1, 2, 48]) {
      const text = botTexts.cancelReservation({ ...sampleFacts(), reservationCancelHours: hours });
      expect(claimsBookingOrPayment(text), text).toBe(false);
    }
  });
});
