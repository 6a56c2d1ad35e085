// /booking-checkout/{eventId} (docs/product.md#reservations-and-venue-booking): the booking request as the venue
// keeps it (read by the route loader) and Confirm, through core's booking status machine (promoteStatus
// Confirmed); then the payment page for the deposit the venue stored on it (bookingDepositAmount), or the
// shared confirmation when there is none. Unknown, paid and cancelled bookings get a panel, and so does a night
// another private event was confirmed or paid for first (409 night_taken).
import { useEffect, useId, useMemo, useRef } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { Minor } from '@venue/core/money/minor-units';
import { confirmedOrderPath } from '@venue/core/orders/order-flow-exit';
import { bookingStatusMachineWith } from '@venue/core/booking/booking-status-wiring';
import { inspectOptions } from '../../app/inspect';
import { useVenue } from '../../app/use-venue';
import type { MetaFunction } from '../../head/page-meta';
import { useSiteNavigate } from '../../routing/use-site-navigate';
import { FailureNote } from '../../ui/form-bits';
import { formatMoney } from '../../ui/format';
import page from '../../ui/page.module.css';
import { SubmitButton } from '../../ui/submit-button';
import { useFocusOn } from '../../ui/use-focus-on';
import layout from '../../ui/form-layout.module.css';
import { BookingPanel } from './booking-panel';
import { bookings, loadBookingCheckout } from './booking-services';
import { BookingStatusContext } from './booking-status-context';
import { BookingFacts } from './booking-summary';
import styles from './booking.module.css';
import * as m from '~messages/booking';

export const loader = ({ params }: LoaderFunctionArgs) => loadBookingCheckout(params['eventId'] ?? '');

export const meta: MetaFunction = () => ({ title: m.checkoutTitle, description: m.checkoutDescription });

export function Component() {
  const { eventId, booking, order, deposit } = useLoaderData<typeof loader>();
  const logic = useMemo(() => bookingStatusMachineWith(bookings), []);
  return (
    <div className={page.page}>
      <header className={page.head}>
        <h1>{m.checkoutTitle}</h1>
      </header>
      <BookingStatusContext.Provider
        key={eventId}
        logic={logic}
        options={{ ...inspectOptions(), input: { eventId, action: 'confirm', booking } }}
      >
        <CheckoutView order={order} deposit={deposit} />
      </BookingStatusContext.Provider>
    </div>
  );
}

interface CheckoutViewProps {
  /** The booking as an order: where confirming leads (payment while something is due). */
  readonly order: { readonly total: Minor | null } | null;
  readonly deposit: Minor | null;
}

function CheckoutView({ order, deposit }: CheckoutViewProps) {
  const actor = BookingStatusContext.useActorRef();
  const state = BookingStatusContext.useSelector((s) => s.value);
  const booking = BookingStatusContext.useSelector((s) => s.context.booking);
  const eventId = BookingStatusContext.useSelector((s) => s.context.eventId);
  const navigate = useSiteNavigate();
  const { currency } = useVenue();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOn(heading, state === 'failed' ? 'failed' : null);
  useEffect(() => {
    if (state === 'done') navigate(confirmedOrderPath('bookings', eventId, order));
  }, [state, eventId, order, navigate]);

  if (state === 'unknown' || state === 'paid' || state === 'cancelled' || state === 'taken') return <BookingPanel kind={state} />;
  if (booking === null) return null;
  if (state === 'done')
    return (
      <p role="status" className={page.head}>
        {deposit === null ? m.confirmedToConfirmation : m.confirmedToPayment}
      </p>
    );
  return (
    <section className={layout.card} aria-labelledby={id}>
      <h2 id={id} ref={heading} tabIndex={-1}>
        {m.checkRequest}
      </h2>
      <BookingFacts booking={booking}>
        {deposit !== null && (
          <>
            <dt>{m.depositLabel}</dt>
            <dd className={styles.amount}>{formatMoney(deposit, currency)}</dd>
          </>
        )}
      </BookingFacts>
      <p className={styles.note}>
        {deposit === null ? m.confirmNote : m.depositNote(formatMoney(deposit, currency), (amount) => <bdi key="amount">{amount}</bdi>)}
      </p>
      <FailureNote text={state === 'failed' ? m.failed : null} />
      <div className={layout.actions}>
        <SubmitButton
          busy={state === 'working' || state === 'loading'}
          busyText={m.confirming}
          onPress={() => actor.send(state === 'failed' ? { type: 'guest.retry' } : { type: 'guest.request' })}
        >
          {state === 'failed' ? m.tryAgain : deposit === null ? m.confirmButton : m.confirmAndPayButton}
        </SubmitButton>
      </div>
    </section>
  );
}
