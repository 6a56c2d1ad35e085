// /reservation-checkout/{reservationId} (docs/product.md#reservations-and-venue-booking): the reservation as
// the venue keeps it and Confirm (confirm-reservation-order through core's confirm machine, once for a double
// click), then the shared confirmation. A reservation has no price, so nothing is paid here.
import { useEffect, useMemo } from 'react';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { ORDER_SECRET_PARAM } from '@venue/core/orders/order-secret-param';
import { reservationConfirmMachineWith } from '@venue/core/booking/reservation-confirm-wiring';
import { reservationCheckoutView, reservationConfirmationHref, reservationEditHref } from '@venue/core/booking/reservation-paths';
import type { Reservation } from '@venue/core/booking/reservation.schema';
import { reservationFailureText } from '@venue/core/booking/reservation-texts';
import { useActorRef, useSelector } from '@xstate/react';
import { inspectOptions } from '../../app/inspect';
import { orders } from '../../app/services';
import type { MetaFunction } from '../../head/page-meta';
import { SiteLink } from '../../routing/site-link';
import { useSiteNavigate } from '../../routing/use-site-navigate';
import buttons from '../../ui/button.module.css';
import { FailureNote } from '../../ui/form-bits';
import page from '../../ui/page.module.css';
import { SubmitButton } from '../../ui/submit-button';
import layout from '../../ui/form-layout.module.css';
import { CancelledReservationPanel, UnknownReservationPanel } from './reservation-panels';
import { loadReservation } from './reservation-services';
import { ReservationSummary } from './reservation-summary';
import styles from './reservations.module.css';

export const loader = ({ params }: LoaderFunctionArgs) => loadReservation(params.reservationId ?? '');

export const meta: MetaFunction = () => ({ title: 'Reservation checkout' });

export function Component() {
  const reservation = useLoaderData<typeof loader>();
  // The order secret the new reservation's address carries, for the table's code on the confirmation.
  const orderSecret = useSearchParams()[0].get(ORDER_SECRET_PARAM);
  if (reservation === null) return <UnknownReservationPanel />;
  const view = reservationCheckoutView(reservation.status);
  if (view === 'cancelled') return <CancelledReservationPanel />;
  return (
    <div className={page.page}>
      <header className={page.head}>
        <h1>Reservation checkout</h1>
        <p>
          {view === 'confirm'
            ? 'Check your reservation, then confirm it. Reservations carry no charge: nothing is paid online.'
            : 'This reservation is confirmed.'}
        </p>
      </header>
      <div className={styles.stack}>
        <ReservationSummary reservation={reservation} />
        {view === 'confirm' ? (
          <ConfirmReservation reservation={reservation} orderSecret={orderSecret} />
        ) : (
          <div className={layout.actions}>
            <SiteLink className={buttons.button} to={reservationConfirmationHref(reservation.orderId, orderSecret)}>
              See your confirmation
            </SiteLink>
            <SiteLink className={buttons.ghost} to={reservationEditHref(reservation.orderId, orderSecret)}>
              Change this reservation
            </SiteLink>
          </div>
        )}
      </div>
    </div>
  );
}

function ConfirmReservation({ reservation, orderSecret }: { readonly reservation: Reservation; readonly orderSecret: string | null }) {
  const navigate = useSiteNavigate();
  const logic = useMemo(() => reservationConfirmMachineWith(orders), []);
  const actor = useActorRef(logic, { ...inspectOptions(), input: { reservationId: reservation.orderId, orderSecret } });
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const next = useSelector(actor, (s) => (s.status === 'done' ? (s.output?.next ?? null) : null));
  const failure = useSelector(actor, (s) => reservationFailureText(s.context.failure));
  useEffect(() => {
    if (next !== null && next !== undefined) navigate(next);
  }, [next, navigate]);
  return (
    <>
      <FailureNote text={failure} />
      <div className={layout.actions}>
        <SubmitButton
          busy={busy || next !== null}
          busyText="Confirming your reservation…"
          onPress={() => actor.send({ type: 'guest.confirm' })}
        >
          Confirm reservation
        </SubmitButton>
        <SiteLink className={buttons.ghost} to={reservationEditHref(reservation.orderId, orderSecret)}>
          Change this reservation
        </SiteLink>
      </div>
    </>
  );
}
