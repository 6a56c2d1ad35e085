import { describe, expect, it } from 'vitest';
import { createdReservationPath, reservationCheckoutView, reservationConfirmationHref, reservationEditHref } from './reservation-paths';

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
    expect(reservationCheckoutView('Pending')).toBe('confirm');
    expect(reservationCheckoutView('Confirmed')).toBe('confirmed');
    expect(reservationCheckoutView('Paid')).toBe('confirmed');
    expect(reservationCheckoutView('Cancelled')).toBe('cancelled');
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
