// /reservation-checkout/{reservationId} (docs/product.md#reservations-and-venue-booking): a reservation waiting for its
// second step says so in its title and its heading (`Not yet reserved: confirm below`), says until when its table is
// held, and puts Confirm first, in view on a phone (confirm-reservation-order through core's confirm machine, once
// for a double click), then the shared confirmation. A confirmed one offers its confirmation, change and cancel; a
// released one says why it can no longer be confirmed. A reservation has no price, so nothing is paid here.
import { useEffect, useMemo } from 'react';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { ORDER_SECRET_PARAM } from '@venue/core/orders/order-secret-param';
import { reservationConfirmMachineWith } from '@venue/core/booking/reservation-confirm-wiring';
import { reservationCheckoutView, reservationConfirmationHref, reservationEditHref } from '@venue/core/booking/reservation-paths';
import type { Reservation } from '@venue/core/booking/reservation.schema';
import { reservationFailureOf } from '@venue/core/booking/reservation-failure';
import { useActorRef, useSelector } from '@xstate/react';
import { inspectOptions } from '../../app/inspect';
import { orders } from '../../app/services';
import type { MetaFunction } from '../../head/page-meta';
import { SiteLink } from '../../routing/site-link';
import { useSiteNavigate } from '../../routing/use-site-navigate';
import buttons from '../../ui/button.module.css';
import { formatVenueMoment } from '../../ui/date-format';
import { FailureNote } from '../../ui/form-bits';
import page from '../../ui/page.module.css';
import { SubmitButton } from '../../ui/submit-button';
import layout from '../../ui/form-layout.module.css';
import { ReservationActions } from './reservation-actions';
import { CancelledReservationPanel, ReleasedReservationPanel, UnknownReservationPanel } from './reservation-panels';
import { loadReservationCheckout } from './reservation-services';
import { ReservationSummary } from './reservation-summary';
import { reservationFailureText } from './reservation-words';
import styles from './reservations.module.css';
import * as m from '~messages/reservations';

export const loader = ({ params }: LoaderFunctionArgs) => loadReservationCheckout(params.reservationId ?? '');

type CheckoutData = Awaited<ReturnType<typeof loader>>;

export const meta: MetaFunction<CheckoutData> = ({ reservation }) => ({
  title: reservation !== null && reservationCheckoutView(reservation) === 'confirm' ? m.pendingTitle : m.checkoutTitle,
});

export function Component() {
  const { reservation, holdUntil: holdUntilMoment } = useLoaderData<typeof loader>();
  const holdUntil = holdUntilMoment === null ? null : formatVenueMoment(holdUntilMoment);
  // The order secret the new reservation's address carries, for the table's code on the confirmation.
  const orderSecret = useSearchParams()[0].get(ORDER_SECRET_PARAM);
  if (reservation === null) return <UnknownReservationPanel />;
  const view = reservationCheckoutView(reservation);
  if (view === 'cancelled') return <CancelledReservationPanel />;
  if (view === 'released') return <ReleasedReservationPanel holdUntil={holdUntil} />;
  if (view === 'confirm') return <PendingReservation reservation={reservation} holdUntil={holdUntil} orderSecret={orderSecret} />;
  return (
    <div className={page.page}>
      <header className={page.head}>
        <h1>{m.confirmedTitle}</h1>
        <p>{m.confirmedNote}</p>
      </header>
      <div className={styles.stack}>
        <ReservationSummary reservation={reservation} />
        <div className={layout.actions}>
          <SiteLink className={buttons.button} to={reservationConfirmationHref(reservation.orderId, orderSecret)}>
            {m.seeConfirmation}
          </SiteLink>
        </div>
        <ReservationActions reservationId={reservation.orderId} status={reservation.status} orderSecret={orderSecret} />
      </div>
    </div>
  );
}

function PendingReservation({
  reservation,
  holdUntil,
  orderSecret,
}: {
  readonly reservation: Reservation;
  readonly holdUntil: string | null;
  readonly orderSecret: string | null;
}) {
  const navigate = useSiteNavigate();
  const logic = useMemo(() => reservationConfirmMachineWith(orders), []);
  const actor = useActorRef(logic, { ...inspectOptions(), input: { reservationId: reservation.orderId, orderSecret } });
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const released = useSelector(actor, (s) => s.matches('released'));
  const next = useSelector(actor, (s) => (s.status === 'done' ? (s.output?.next ?? null) : null));
  const failure = useSelector(actor, (s) => reservationFailureText(reservationFailureOf(s.context.failure)));
  useEffect(() => {
    if (next !== null) navigate(next);
  }, [next, navigate]);
  if (released) return <ReleasedReservationPanel holdUntil={holdUntil} level={1} focus />;
  return (
    <div className={page.page}>
      {/* The second step first: what is missing, how long the table waits, and the button, before the details. */}
      <header className={page.head}>
        <h1>{m.pendingTitle}</h1>
        {holdUntil !== null && <p className={styles.holdNote}>{m.holdNote(holdUntil)}</p>}
      </header>
      <div className={styles.stack}>
        <FailureNote text={failure} />
        <div className={styles.confirmFirst}>
          <SubmitButton
            busy={busy || next !== null}
            busyText={m.confirming}
            className={styles.confirmButton}
            onPress={() => actor.send({ type: 'guest.confirm' })}
          >
            {m.confirmButton}
          </SubmitButton>
          <SiteLink className={buttons.ghost} to={reservationEditHref(reservation.orderId, orderSecret)}>
            {m.changeButton}
          </SiteLink>
        </div>
        <p>{m.pendingNote}</p>
        <ReservationSummary reservation={reservation} />
      </div>
    </div>
  );
}
