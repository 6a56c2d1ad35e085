import { describe, expect, it } from 'vitest';
import {
  createdReservationPath,
  reservationCancelHref,
  reservationCheckoutView,
  reservationConfirmationHref,
  reservationEditHref,
} from './reservation-paths';

describe('reservation paths', () => {
  it('leaves for the checkout once the created reservation is read back', () => {
    const snapshot = (state: string, order: { orderId: string } | null, orderSecret: string | null = null) => ({
      matches: (s: string) => s === state,
      context: { order, orderSecret },
    });
    expect(createdReservationPath(snapshot('reviewing', { orderId: 'r 1' }))).toBe('/reservation-checkout/r%201');
    // The create's order secret goes along, for the table's code on the confirmation.
    expect(createdReservationPath(snapshot('reviewing', { orderId: 'r-1' }, 'S3cret_S3cret_S3cret_S3cret_0001'))).toBe(
      '/reservation-checkout/r-1?secret=S3cret_S3cret_S3cret_S3cret_0001',
    );
    expect(createdReservationPath(snapshot('submitting', null))).toBeNull();
    expect(createdReservationPath(snapshot('reviewing', null))).toBeNull();
  });

  it('offers Confirm for a pending reservation only', () => {
    expect(reservationCheckoutView({ status: 'Pending' })).toBe('confirm');
    expect(reservationCheckoutView({ status: 'Pending', holdUntil: '2030-06-15T18:00:00.000Z' })).toBe('confirm');
    expect(reservationCheckoutView({ status: 'Confirmed' })).toBe('confirmed');
    expect(reservationCheckoutView({ status: 'Paid' })).toBe('confirmed');
    expect(reservationCheckoutView({ status: 'Cancelled' })).toBe('cancelled');
    expect(reservationCheckoutView({ status: 'Cancelled', holdUntil: null })).toBe('cancelled');
  });

  it('tells a reservation released for want of confirmation (its hold kept) from one its guest cancelled', () => {
    expect(reservationCheckoutView({ status: 'Cancelled', holdUntil: '2030-06-15T18:00:00.000Z' })).toBe('released');
  });

  it('cancels on its own page, with the order secret or a mailed link’s key, never both', () => {
    expect(reservationCancelHref('r 1', null)).toBe('/cancel-reservation/r%201');
    expect(reservationCancelHref('r-1', { secret: 'S3cret' })).toBe('/cancel-reservation/r-1?secret=S3cret');
    expect(reservationCancelHref('r-1', { link: 'a.b-c.d' })).toBe('/cancel-reservation/r-1?link=a.b-c.d');
  });

  it('confirms on the shared confirmation page', () => {
    expect(reservationConfirmationHref('r-1')).toBe('/confirmation?type=reservations&orderId=r-1');
    expect(reservationConfirmationHref('r-1', 'S3cret')).toBe('/confirmation?type=reservations&orderId=r-1&secret=S3cret');
  });

  it('changes on its own page, carrying the order secret when the buyer has it', () => {
    expect(reservationEditHref('r-1')).toBe('/reservation/r-1');
    expect(reservationEditHref('r-1', 'S3cret')).toBe('/reservation/r-1?secret=S3cret');
  });
});
