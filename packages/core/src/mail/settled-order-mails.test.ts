import { describe, expect, it } from 'vitest';
import { mailsForBookingRequest } from './booking-mails';
import type { ReservationMailSettings } from './reservation-mails';
import { mailsForSettledOrder, type SettledOrder } from './settled-order-mails';
import { mailsForGuestCodes } from './ticket-mails';

const settings: ReservationMailSettings = {
  staffEmails: ['desk@venue.test'],
  reminderHours: 24,
  timeZone: 'UTC',
  now: new Date('2030-01-01T12:00:00Z'),
};
const order = (kind: string, payload: unknown, paid = true): SettledOrder => ({ id: `${kind}-1`, kind, payload, paid });
const summary = (o: SettledOrder) => mailsForSettledOrder(o, settings).map((m) => [m.kind, m.to, m.attachments]);

describe('mailsForSettledOrder', () => {
  it('mails a paid ticket order to its buyer with the invoice and the calendar entry', () => {
    expect(summary(order('tickets', { clientEmail: 'dana@example.com' }))).toEqual([
      ['ticket-order-paid', 'dana@example.com', ['invoice', 'calendar']],
    ]);
  });

  it('attaches no invoice to free tickets, which have none', () => {
    expect(summary(order('tickets', { clientEmail: 'dana@example.com' }, false))).toEqual([
      ['ticket-order-paid', 'dana@example.com', ['calendar']],
    ]);
  });

  it('mails bottle and food buyers', () => {
    expect(summary(order('bottles', { clientEmail: 'b@example.com' }))).toEqual([
      ['bottle-order-paid', 'b@example.com', ['invoice', 'calendar']],
    ]);
    expect(summary(order('food', { clientEmail: 'f@example.com' }))).toEqual([['food-order-paid', 'f@example.com', ['invoice']]]);
  });

  it('sends a gift card receipt to the buyer and the card to its recipient', () => {
    expect(summary(order('gift-cards', { senderEmail: 's@example.com', recipientEmail: 'r@example.com' }))).toEqual([
      ['gift-card-receipt', 's@example.com', ['invoice']],
      ['gift-card-to-recipient', 'r@example.com', []],
    ]);
  });

  it('confirms a booking, with the invoice once its deposit is paid', () => {
    expect(summary(order('bookings', { clientEmail: 'g@example.com' }))).toEqual([
      ['booking-confirmed', 'g@example.com', ['invoice', 'calendar']],
    ]);
    expect(summary(order('bookings', { clientEmail: 'g@example.com' }, false))).toEqual([
      ['booking-confirmed', 'g@example.com', ['calendar']],
    ]);
  });

  it('mails a paid coat check claim to the address its guest gave, with the invoice', () => {
    expect(summary(order('coat-check', { clientName: 'Dana Guest', clientEmail: ' c@example.com ' }))).toEqual([
      ['coat-check-claim', 'c@example.com', ['invoice']],
    ]);
    expect(summary(order('coat-check', { clientEmail: 'c@example.com' }, false))).toEqual([]);
  });

  it('sends nothing for a coat check claim without an address, or an order without a usable one', () => {
    expect(summary(order('coat-check', { clientName: 'Dana Guest' }))).toEqual([]);
    expect(summary(order('coat-check', { clientEmail: 'c@example' }))).toEqual([]);
    expect(summary(order('tickets', { clientEmail: 'nope' }))).toEqual([]);
  });
});

describe('mailsForBookingRequest', () => {
  it('tells the guest the request arrived and each staff address of it', () => {
    expect(
      mailsForBookingRequest(order('bookings', { clientEmail: 'g@example.com' }), ['a@venue.test', 'b@venue.test']).map((m) => [
        m.kind,
        m.to,
      ]),
    ).toEqual([
      ['booking-received', 'g@example.com'],
      ['staff-booking-request', 'a@venue.test'],
      ['staff-booking-request', 'b@venue.test'],
    ]);
  });
});

describe('mailsForGuestCodes', () => {
  it('mails each named guest their own code, and nobody without an address', () => {
    const mails = mailsForGuestCodes([
      { codeId: 'c1', email: 'ann@example.com' },
      { codeId: 'c2', email: '' },
      { codeId: 'c3', email: undefined },
    ]);
    expect(mails.map((m) => [m.kind, m.to, m.about])).toEqual([['ticket-guest-code', 'ann@example.com', { type: 'guest-code', id: 'c1' }]]);
  });
});
