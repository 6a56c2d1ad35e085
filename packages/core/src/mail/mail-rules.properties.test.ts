// Properties of the rules that decide which mails a change causes (docs/product.md#mail): a mail only ever goes to an
// address of the order itself or to the venue's staff, a friend's code only to that friend, the same change always
// gives the same requests (so a retry adds none to the outbox), and nothing goes to staff when no address is set.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mailsForBookingRequest } from './booking-mails';
import { isStaffMail, type MailRequest } from './mail-request';
import { mailsForReservationChange, type ReservationMailSettings } from './reservation-mails';
import { mailsForSettledOrder } from './settled-order-mails';
import { mailsForAvailabilityUpdate, mailsForChatWaiting, mailsForFormStored } from './staff-mails';
import { mailsForGuestCodes } from './ticket-mails';

const kinds = ['tickets', 'bottles', 'food', 'gift-cards', 'reservations', 'bookings', 'coat-check', 'other'];
const address = fc.oneof(fc.emailAddress(), fc.string({ maxLength: 30 }), fc.constant(undefined));
const payload = fc.record({
  clientEmail: address,
  senderEmail: address,
  recipientEmail: address,
  reservationDate: fc.constantFrom('07/15/2030', '12/31/2030', 'soon'),
  reservationTime: fc.constantFrom('10:00 PM', '1:30 AM', 'late'),
  noOfGuests: fc.integer({ min: 1, max: 20 }),
});
const staffEmails = fc.array(fc.oneof(fc.emailAddress(), fc.string({ maxLength: 20 })), { maxLength: 4 });
const settingsOf = (staff: readonly string[], reminderHours: number): ReservationMailSettings => ({
  staffEmails: staff,
  reminderHours,
  timeZone: 'Europe/Paris',
  now: new Date('2030-01-01T00:00:00Z'),
});
const ownAddresses = (p: Record<string, unknown>) =>
  [p.clientEmail, p.senderEmail, p.recipientEmail].filter((a): a is string => typeof a === 'string').map((a) => a.trim());
const trimmed = (staff: readonly string[]) => staff.map((a) => a.trim());

function onlyOwnOrStaff(mails: readonly MailRequest[], own: readonly string[], staff: readonly string[]): void {
  for (const mail of mails) {
    if (isStaffMail(mail.kind)) expect(trimmed(staff)).toContain(mail.to);
    else expect(own).toContain(mail.to);
  }
}

describe('mail rules', () => {
  it('mail a settled order only to its own addresses and the staff, the same each time', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...kinds),
        payload,
        fc.boolean(),
        staffEmails,
        fc.integer({ min: 0, max: 72 }),
        (kind, p, paid, staff, hours) => {
          const order = { id: 'order-1', kind, payload: p, paid };
          const mails = mailsForSettledOrder(order, settingsOf(staff, hours));
          onlyOwnOrStaff(mails, ownAddresses(p), staff);
          expect(mailsForSettledOrder(order, settingsOf(staff, hours))).toEqual(mails);
          expect(mails.every((m) => m.about.type === 'order' && m.about.id === 'order-1')).toBe(true);
          expect(mailsForSettledOrder(order, settingsOf([], hours)).some((m) => isStaffMail(m.kind))).toBe(false);
        },
      ),
    );
  });

  it('mail a coat check claim once it is paid, to the address typed into it and only when one was', () => {
    const wellFormed = ['dana@example.com', ' kim@venue.test '];
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...wellFormed), address), fc.boolean(), (email, paid) => {
        const claim = { id: 'coat-check-1', kind: 'coat-check', payload: { clientName: 'Dana Guest', clientEmail: email }, paid };
        const mails = mailsForSettledOrder(claim, settingsOf(['desk@venue.test'], 24));
        expect(mails.length).toBeLessThanOrEqual(1);
        if (paid && email !== undefined && wellFormed.includes(email)) expect(mails).toHaveLength(1);
        if (!paid || email === undefined) expect(mails).toEqual([]);
        for (const mail of mails) expect([mail.kind, mail.to, mail.attachments]).toEqual(['coat-check-claim', email?.trim(), ['invoice']]);
      }),
    );
  });

  it("send each named guest's code to that guest alone", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ codeId: fc.uuid(), email: address }), { maxLength: 8 }), (codes) => {
        for (const mail of mailsForGuestCodes(codes)) {
          const code = codes.find((c) => c.codeId === mail.about.id);
          expect(mail.about.type).toBe('guest-code');
          expect(code?.email?.trim()).toBe(mail.to);
        }
      }),
    );
  });

  it('number a reservation change so the next change is a new mail, to the guest and staff only', () => {
    fc.assert(
      fc.property(payload, payload, fc.integer({ min: 1, max: 1000 }), staffEmails, (before, after, n, staff) => {
        const was = { id: 'r-1', kind: 'reservations', payload: before, confirmed: true };
        const now = { ...was, payload: after };
        const first = mailsForReservationChange(was, now, n, settingsOf(staff, 24));
        const next = mailsForReservationChange(was, now, n + 1, settingsOf(staff, 24));
        onlyOwnOrStaff(first, ownAddresses(after), staff);
        const changed = (mails: readonly MailRequest[]) => mails.filter((m) => m.kind === 'reservation-changed').map((m) => m.occasion);
        expect(changed(first).every((o) => !changed(next).includes(o))).toBe(true);
      }),
    );
  });

  it('tell the staff of every form, chat and booking request, and nobody when no staff address is set', () => {
    fc.assert(
      fc.property(staffEmails, fc.uuid(), payload, (staff, id, p) => {
        const booking = { id, kind: 'bookings', payload: p };
        const all = [
          ...mailsForFormStored('contact-message', id, staff),
          ...mailsForAvailabilityUpdate(id, new Date('2030-01-01T00:00:00Z'), staff),
          ...mailsForChatWaiting(id, new Date('2030-01-01T00:00:00Z'), 3, staff),
          ...mailsForBookingRequest(booking, staff),
        ];
        onlyOwnOrStaff(all, ownAddresses(p), staff);
        const none = [...mailsForFormStored('job-application', id, []), ...mailsForBookingRequest(booking, [])];
        expect(none.some((m) => isStaffMail(m.kind))).toBe(false);
      }),
    );
  });
});
