import { describe, expect, it } from 'vitest';
import {
  mailsForReservationCancelled,
  mailsForReservationChange,
  mailsForReservationConfirmed,
  reminderOccasion,
  type ReservationMailSettings,
  type ReservationOrder,
} from './reservation-mails';

const settings: ReservationMailSettings = {
  staffEmails: ['desk@venue.test'],
  reminderHours: 24,
  timeZone: 'America/New_York',
  now: new Date('2030-07-01T12:00:00Z'),
};
const details = {
  clientEmail: 'dana@example.com',
  reservationDate: '07/15/2030',
  reservationTime: '10:00 PM',
  noOfGuests: 4,
  specialRequest: '',
};
const reservation = (payload: object, confirmed = true): ReservationOrder => ({
  id: 'reservations-1',
  kind: 'reservations',
  payload,
  confirmed,
});

describe('mailsForReservationConfirmed', () => {
  it('confirms to the guest, reminds them a day before and tells the venue', () => {
    const mails = mailsForReservationConfirmed(reservation(details), settings);
    expect(mails.map((m) => [m.kind, m.to, m.occasion, m.sendAfter])).toEqual([
      ['reservation-confirmed', 'dana@example.com', '', undefined],
      ['reservation-reminder', 'dana@example.com', '2030-07-16T02:00:00.000Z', '2030-07-15T02:00:00.000Z'],
      ['staff-reservation', 'desk@venue.test', '', undefined],
    ]);
  });

  it('queues no reminder whose time has already passed', () => {
    const late = { ...settings, now: new Date('2030-07-15T12:00:00Z') };
    expect(mailsForReservationConfirmed(reservation(details), late).map((m) => m.kind)).not.toContain('reservation-reminder');
  });
});

describe('mailsForReservationChange', () => {
  it('numbers the change and reminds of the new start', () => {
    const moved = { ...details, reservationTime: '11:00 PM' };
    const mails = mailsForReservationChange(reservation(details), reservation(moved), 2, settings);
    expect(mails.map((m) => [m.kind, m.occasion])).toEqual([
      ['reservation-changed', '2'],
      ['reservation-reminder', reminderOccasion(moved, settings.timeZone)],
      ['staff-reservation', '2'],
    ]);
    expect(reminderOccasion(moved, settings.timeZone)).not.toBe(reminderOccasion(details, settings.timeZone));
  });

  it('tells nothing of a save that changes nothing, or of a reservation not yet confirmed', () => {
    expect(mailsForReservationChange(reservation(details), reservation({ ...details }), 1, settings)).toEqual([]);
    const moved = { ...details, noOfGuests: 6 };
    expect(mailsForReservationChange(reservation(details, false), reservation(moved, false), 1, settings)).toEqual([]);
  });
});

describe('mailsForReservationCancelled', () => {
  it('tells the guest once, with the calendar entry that cancels theirs', () => {
    expect(mailsForReservationCancelled(reservation(details))).toEqual([
      {
        kind: 'reservation-cancelled',
        to: 'dana@example.com',
        about: { type: 'order', id: 'reservations-1' },
        language: 'en',
        attachments: ['calendar'],
        occasion: '',
      },
    ]);
  });
});
