// /cancel-booking/{eventId} (docs/product.md#reservations-and-venue-booking): the booking (date, times, guests,
// kind, status) and Cancel, asked twice (a dialog), through core's booking status machine (promoteStatus
// Cancelled: one call for a double click). Unknown, paid and already cancelled bookings get a panel.
import { useId, useMemo, useRef } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { bookingStatusMachineWith } from '@venue/core/booking/booking-status-wiring';
import { pathTo } from '@venue/core/routing/routes';
import { inspectOptions } from '../../app/inspect';
import type { MetaFunction } from '../../head/page-meta';
import { SiteLink } from '../../routing/site-link';
import buttons from '../../ui/button.module.css';
import { FailureNote } from '../../ui/form-bits';
import page from '../../ui/page.module.css';
import { SubmitButton } from '../../ui/submit-button';
import { useFocusOn } from '../../ui/use-focus-on';
import layout from '../../ui/form-layout.module.css';
import { BookingPanel } from './booking-panel';
import { bookings, loadPrivateEvent } from './booking-services';
import { BookingStatusContext } from './booking-status-context';
import { BookingFacts } from './booking-summary';
import { CancelDialog } from './cancel-dialog';
import * as m from '~messages/booking';

export async function loader({ params }: LoaderFunctionArgs) {
  const eventId = params['eventId'] ?? '';
  return { eventId, booking: await loadPrivateEvent(eventId) };
}

export const meta: MetaFunction = () => ({ title: m.cancelPageTitle, description: m.cancelPageDescription });

export function Component() {
  const { eventId, booking } = useLoaderData<typeof loader>();
  const logic = useMemo(() => bookingStatusMachineWith(bookings), []);
  return (
    <div className={page.page}>
      <header className={page.head}>
        <h1>{m.cancelPageTitle}</h1>
      </header>
      <BookingStatusContext.Provider
        key={eventId}
        logic={logic}
        options={{ ...inspectOptions(), input: { eventId, action: 'cancel', booking } }}
      >
        <CancelView />
      </BookingStatusContext.Provider>
    </div>
  );
}

function CancelView() {
  const actor = BookingStatusContext.useActorRef();
  const state = BookingStatusContext.useSelector((s) => s.value);
  const booking = BookingStatusContext.useSelector((s) => s.context.booking);
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOn(heading, state === 'done' || state === 'failed' ? state : null);

  if (state === 'unknown' || state === 'paid' || state === 'cancelled') return <BookingPanel kind={state} />;
  if (booking === null) return null;
  const done = state === 'done';
  return (
    <section className={layout.card} aria-labelledby={id}>
      <h2 id={id} ref={heading} tabIndex={-1}>
        {done ? m.cancelledTitle : m.yourBooking}
      </h2>
      {done && <p role="status">{m.cancelledMessage}</p>}
      <BookingFacts booking={booking} />
      <FailureNote text={state === 'failed' ? m.failed : null} />
      <div className={layout.actions}>
        {done ? (
          <SiteLink className={buttons.button} to={pathTo('Booking')}>
            {m.bookAnother}
          </SiteLink>
        ) : (
          <SubmitButton
            busy={state === 'working' || state === 'loading'}
            busyText={m.cancelling}
            onPress={() => actor.send(state === 'failed' ? { type: 'guest.retry' } : { type: 'guest.request' })}
          >
            {state === 'failed' ? m.tryAgain : m.cancelButton}
          </SubmitButton>
        )}
      </div>
      <CancelDialog />
    </section>
  );
}
