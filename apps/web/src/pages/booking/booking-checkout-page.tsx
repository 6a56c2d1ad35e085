// /booking-checkout/{eventId} (docs/product.md#reservations-and-venue-booking): the booking request as the venue
// keeps it (read by the route loader) and Confirm, through core's booking status machine (promoteStatus
// Confirmed); then the shared confirmation. A private event carries no price, so nothing is paid here
// (docs/decisions.md, venue booking pages). Unknown, paid and cancelled bookings get a panel.
import { useEffect, useId, useMemo, useRef } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { bookingStatusTexts } from '@venue/core/booking/booking-status-texts';
import { bookingStatusMachineWith } from '@venue/core/booking/booking-status-wiring';
import { confirmationHref } from '@venue/core/routing/routes';
import { inspectOptions } from '../../app/inspect';
import type { MetaFunction } from '../../head/page-meta';
import { useSiteNavigate } from '../../routing/use-site-navigate';
import { FailureNote } from '../../ui/form-bits';
import page from '../../ui/page.module.css';
import { SubmitButton } from '../../ui/submit-button';
import { useFocusOn } from '../../ui/use-focus-on';
import { BookingPanel } from './booking-panel';
import { bookings, loadPrivateEvent } from './booking-services';
import { BookingStatusContext } from './booking-status-context';
import { BookingFacts } from './booking-summary';
import styles from './booking.module.css';

export async function loader({ params }: LoaderFunctionArgs) {
  const eventId = params['eventId'] ?? '';
  return { eventId, booking: await loadPrivateEvent(eventId) };
}

export const meta: MetaFunction = () => ({ title: 'Your booking request', description: 'Check and confirm your private event request.' });

export function Component() {
  const { eventId, booking } = useLoaderData<typeof loader>();
  const logic = useMemo(() => bookingStatusMachineWith(bookings), []);
  return (
    <div className={page.page}>
      <header className={page.head}>
        <h1>Your booking request</h1>
      </header>
      <BookingStatusContext.Provider
        key={eventId}
        logic={logic}
        options={{ ...inspectOptions(), input: { eventId, action: 'confirm', booking } }}
      >
        <CheckoutView />
      </BookingStatusContext.Provider>
    </div>
  );
}

function CheckoutView() {
  const actor = BookingStatusContext.useActorRef();
  const state = BookingStatusContext.useSelector((s) => s.value);
  const booking = BookingStatusContext.useSelector((s) => s.context.booking);
  const eventId = BookingStatusContext.useSelector((s) => s.context.eventId);
  const navigate = useSiteNavigate();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOn(heading, state === 'failed' ? 'failed' : null);
  useEffect(() => {
    if (state === 'done') navigate(confirmationHref('bookings', eventId));
  }, [state, eventId, navigate]);

  if (state === 'unknown' || state === 'paid' || state === 'cancelled') return <BookingPanel kind={state} />;
  if (booking === null) return null;
  if (state === 'done')
    return (
      <p role="status" className={page.head}>
        Your request is confirmed. Taking you to your confirmation…
      </p>
    );
  return (
    <section className={styles.summary} aria-labelledby={id}>
      <h2 id={id} ref={heading} tabIndex={-1}>
        Check your request
      </h2>
      <BookingFacts booking={booking} />
      <p className={styles.note}>{bookingStatusTexts.confirmNote}</p>
      <FailureNote text={state === 'failed' ? bookingStatusTexts.failed : null} />
      <div className={styles.actions}>
        <SubmitButton
          busy={state === 'working' || state === 'loading'}
          busyText={bookingStatusTexts.confirming}
          onPress={() => actor.send(state === 'failed' ? { type: 'guest.retry' } : { type: 'guest.request' })}
        >
          {state === 'failed' ? 'Try again' : bookingStatusTexts.confirmButton}
        </SubmitButton>
      </div>
    </section>
  );
}
