// /cancel-reservation/{reservationId}?secret=… or ?link=… (docs/product.md#reservations-and-venue-booking): the
// reservation, until when it can be cancelled online and that nothing was charged, and `Cancel this reservation`,
// asked twice (a dialog), through core's reservation cancel machine (one call for a double click). Once cancelled:
// `Your reservation is cancelled` and `Reserve another table`. An unknown, cancelled or paid reservation, a page
// without the guest's key or with a wrong one, and one past the venue's cut-off get a panel instead.
import { useId, useMemo, useRef } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { reservationCancelMachineWith } from '@venue/core/booking/reservation-cancel-wiring';
import type { TooLateFacts } from '@venue/core/booking/reservation-cancel-view';
import type { VenueWallTime } from '@venue/core/booking/reservation-times';
import { pathTo } from '@venue/core/routing/routes';
import { inspectOptions } from '../../app/inspect';
import type { MetaFunction } from '../../head/page-meta';
import { SiteLink } from '../../routing/site-link';
import buttons from '../../ui/button.module.css';
import { formatWallTime } from '../../ui/date-format';
import { FailureNote } from '../../ui/form-bits';
import page from '../../ui/page.module.css';
import { SubmitButton } from '../../ui/submit-button';
import { useFocusOn } from '../../ui/use-focus-on';
import layout from '../../ui/form-layout.module.css';
import { CancelReservationDialog } from './cancel-reservation-dialog';
import { CancelReservationPanel } from './cancel-reservation-panel';
import { ReservationCancelContext } from './reservation-cancel-context';
import { bookings, loadReservationCancel } from './reservation-services';
import { ReservationSummary } from './reservation-summary';
import styles from './reservations.module.css';
import * as m from '~messages/reservations';

export const loader = ({ params, request }: LoaderFunctionArgs) => loadReservationCancel(params.reservationId ?? '', request.url);

export const meta: MetaFunction = () => ({ title: m.cancelPageTitle, description: m.cancelPageDescription });

export function Component() {
  const { reservationId, reservation, key, tooLate, deadline, tooLateFacts } = useLoaderData<typeof loader>();
  const logic = useMemo(() => reservationCancelMachineWith(bookings), []);
  return (
    <div className={page.page}>
      <header className={page.head}>
        <h1>{m.cancelPageTitle}</h1>
      </header>
      <ReservationCancelContext.Provider
        key={reservationId}
        logic={logic}
        options={{ ...inspectOptions(), input: { reservationId, reservation, key, tooLate } }}
      >
        <CancelView deadline={deadline} tooLateFacts={tooLateFacts} />
      </ReservationCancelContext.Provider>
    </div>
  );
}

function CancelView({ deadline, tooLateFacts }: { readonly deadline: VenueWallTime | null; readonly tooLateFacts: TooLateFacts }) {
  const actor = ReservationCancelContext.useActorRef();
  const state = ReservationCancelContext.useSelector((s) => s.value);
  const reservation = ReservationCancelContext.useSelector((s) => s.context.reservation);
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOn(heading, state === 'done' || state === 'failed' ? state : null);

  if (state === 'unknown' || state === 'cancelled' || state === 'paid' || state === 'noKey' || state === 'forbidden' || state === 'tooLate')
    return (
      <CancelReservationPanel
        kind={state}
        tooLateMessage={m.tooLate(tooLateFacts.cancelHours, tooLateFacts.phone, (phone) => (
          <bdi key="phone">{phone}</bdi>
        ))}
      />
    );
  if (reservation === null) return null;
  const done = state === 'done';
  return (
    <section className={styles.stack} aria-labelledby={id}>
      <h2 id={id} ref={heading} tabIndex={-1}>
        {done ? m.cancelDoneTitle : m.yourReservation}
      </h2>
      {done && <p role="status">{m.cancelDoneMessage}</p>}
      <ReservationSummary reservation={reservation} />
      <div className={styles.cancelNotes}>
        {!done && deadline !== null && <p>{m.cancelUntil(formatWallTime(deadline))}</p>}
        <p>{m.nothingCharged}</p>
      </div>
      <FailureNote text={state === 'failed' ? m.cancelFailed : null} />
      <div className={layout.actions}>
        {done ? (
          <SiteLink className={buttons.button} to={pathTo('Reservation')}>
            {m.reserveAnother}
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
      <CancelReservationDialog />
    </section>
  );
}
