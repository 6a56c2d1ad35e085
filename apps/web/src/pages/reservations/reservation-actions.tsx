// What a guest can do with their reservation from its confirmation or its checkout
// (docs/product.md#reservations-and-venue-booking): a confirmed one, `Change this reservation` and, for the guest who
// reserved (their address carries the order secret), `Cancel this reservation`; one still waiting for its second step,
// the way back to confirm it. The shared confirmation page renders it for reservations; it decides nothing itself.
import type { Reservation } from '@venue/core/booking/reservation.schema';
import { reservationCancelHref, reservationEditHref } from '@venue/core/booking/reservation-paths';
import { pathTo, withSecret } from '@venue/core/routing/routes';
import { SiteLink } from '../../routing/site-link';
import buttons from '../../ui/button.module.css';
import layout from '../../ui/form-layout.module.css';
import * as m from '~messages/reservations';

export interface ReservationActionsProps {
  readonly reservationId: string;
  readonly status: Reservation['status'];
  /** The order secret of the page's address, when the guest who reserved is the one reading it. */
  readonly orderSecret: string | null;
}

export function ReservationActions({ reservationId, status, orderSecret }: ReservationActionsProps) {
  if (status === 'Pending')
    return (
      <div className={layout.actions}>
        <p>{m.notYetConfirmed}</p>
        <SiteLink className={buttons.button} to={withSecret(pathTo('ReservationCheckout', { reservationId }), orderSecret)}>
          {m.confirmLink}
        </SiteLink>
      </div>
    );
  if (status !== 'Confirmed') return null;
  return (
    <div className={layout.actions}>
      <SiteLink className={buttons.ghost} to={reservationEditHref(reservationId, orderSecret)}>
        {m.changeButton}
      </SiteLink>
      {orderSecret !== null && (
        <SiteLink className={buttons.ghost} to={reservationCancelHref(reservationId, { secret: orderSecret })}>
          {m.cancelButton}
        </SiteLink>
      )}
    </div>
  );
}
