// /reservation/{reservationId} (docs/product.md#reservations-and-venue-booking): the guest's reservation,
// editable (night, arrival time, party size, special request) with the same blocked-period and choice checks
// as a new one, saved once with PUT reservation/{id} through core's edit machine. A refused change keeps what
// was typed and says why; an unknown id and a cancelled reservation get their panels.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { blockedRefusalNotes } from '@venue/core/booking/blocked-refusal';
import { reservationConfirmationHref } from '@venue/core/booking/reservation-paths';
import { ORDER_SECRET_PARAM } from '@venue/core/orders/order-secret-param';
import { reservationEditMachineWith } from '@venue/core/booking/reservation-edit-wiring';
import type { reservationEditMachine } from '@venue/core/booking/reservation-edit.machine';
import { SPECIAL_REQUEST_MAX_LENGTH } from '@venue/core/booking/guest-contact-rules';
import type { Reservation } from '@venue/core/booking/reservation.schema';
import { reservationFailureOf } from '@venue/core/booking/reservation-failure';
import type { ActorRefFrom } from 'xstate';
import { inspectOptions } from '../../app/inspect';
import type { MetaFunction } from '../../head/page-meta';
import buttons from '../../ui/button.module.css';
import { FailureNote } from '../../ui/form-bits';
import { SpecialRequestField } from '../../ui/special-request-field';
import page from '../../ui/page.module.css';
import { SiteLink } from '../../routing/site-link';
import { loadSafeHtml } from '../../ui/safe-html';
import { useFocusOn } from '../../ui/use-focus-on';
import layout from '../../ui/form-layout.module.css';
import { BlockNotesDialog } from './block-notes-dialog';
import { NightChoice, type BookingChoiceRef } from './night-choice';
import { CancelledReservationPanel, UnknownReservationPanel } from './reservation-panels';
import { blocks, bookings, loadReservation, loadReservationOffer } from './reservation-services';
import { ReservationSummary } from './reservation-summary';
import { reservationFailureText } from './reservation-words';
import styles from './reservations.module.css';
import * as m from '~messages/reservations';

export async function loader({ params }: LoaderFunctionArgs) {
  const [reservation, offer] = await Promise.all([loadReservation(params.reservationId ?? ''), loadReservationOffer()]);
  return { reservation, offer };
}

export const meta: MetaFunction = () => ({ title: m.updateTitle });

export function Component() {
  const { reservation, offer } = useLoaderData<typeof loader>();
  if (reservation === null) return <UnknownReservationPanel />;
  if (reservation.status === 'Cancelled') return <CancelledReservationPanel />;
  return (
    <div className={page.page}>
      <header className={page.head}>
        <h1>{m.updateTitle}</h1>
        <p>
          {m.updateIntro(reservation.orderId, reservation.details.clientName, (id) => (
            <bdi key="id">{id}</bdi>
          ))}
        </p>
      </header>
      <EditReservation reservation={reservation} offer={offer} />
    </div>
  );
}

type EditRef = ActorRefFrom<typeof reservationEditMachine>;

function EditReservation({
  reservation,
  offer,
}: {
  readonly reservation: Reservation;
  readonly offer: Awaited<ReturnType<typeof loadReservationOffer>>;
}) {
  const logic = useMemo(() => reservationEditMachineWith({ blocks, bookings }), []);
  const actor: EditRef = useActorRef(logic, { ...inspectOptions(), input: { reservation, ...offer } });
  useEffect(() => void loadSafeHtml().catch(() => undefined), []);
  const child = useSelector(actor, (s) => s.children.choice as BookingChoiceRef | undefined);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const saved = useSelector(actor, (s) => (s.matches('saved') ? s.context.saved : null));
  const cancelled = useSelector(actor, (s) => s.matches('cancelled'));
  // While saving, the choice has finished; its last state stays on screen with a spinner.
  const [choice, setChoice] = useState<BookingChoiceRef | null>(child ?? null);
  if (child !== undefined && child !== choice) setChoice(child);

  if (cancelled) return <CancelledReservationPanel level={2} />;
  if (saved !== null) return <SavedReservation reservation={saved} onEditAgain={() => actor.send({ type: 'guest.editAgain' })} />;
  return (
    <div className={styles.stack}>
      <EditFailure actor={actor} />
      {choice !== null && (
        <NightChoice choice={choice} submitLabel={m.saveChanges} busy={busy} busyText={m.savingChanges}>
          <SpecialRequest actor={actor} />
        </NightChoice>
      )}
    </div>
  );
}

function SpecialRequest({ actor }: { readonly actor: EditRef }) {
  const text = useSelector(actor, (s) => s.context.specialRequest);
  const tooLong = useSelector(actor, (s) => s.context.fieldErrors.length > 0);
  return (
    <SpecialRequestField
      label={m.specialRequestLabel}
      value={text}
      onChange={(value) => actor.send({ type: 'guest.editRequest', text: value })}
      error={tooLong ? m.keepUnder(SPECIAL_REQUEST_MAX_LENGTH) : null}
    />
  );
}

/** Why the last save failed: the block's notes in the dialog for a blocked night, else the reason as text. */
function EditFailure({ actor }: { readonly actor: EditRef }) {
  const failure = useSelector(actor, (s) => s.context.failure);
  const [dismissed, setDismissed] = useState<typeof failure>(null);
  const notes = blockedRefusalNotes(failure);
  return (
    <>
      {notes === null && <FailureNote text={reservationFailureText(reservationFailureOf(failure))} />}
      <BlockNotesDialog
        open={notes !== null && dismissed !== failure}
        title={m.blockedTitle}
        notes={notes ?? ''}
        hint={m.blockedHint}
        onClose={() => setDismissed(failure)}
      />
    </>
  );
}

function SavedReservation({ reservation, onEditAgain }: { readonly reservation: Reservation; readonly onEditAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOn(heading, reservation.orderId);
  // The buyer came from their checkout with the order secret: the confirmation shows the table's new code with it.
  const orderSecret = useSearchParams()[0].get(ORDER_SECRET_PARAM);
  return (
    <section className={styles.stack} aria-labelledby="reservation-saved">
      <h2 id="reservation-saved" ref={heading} tabIndex={-1}>
        {m.updatedTitle}
      </h2>
      <ReservationSummary reservation={reservation} />
      <div className={layout.actions}>
        <SiteLink className={buttons.button} to={reservationConfirmationHref(reservation.orderId, orderSecret)}>
          {m.seeConfirmation}
        </SiteLink>
        <button type="button" className={buttons.ghost} onClick={onEditAgain}>
          {m.changeAgain}
        </button>
      </div>
    </section>
  );
}
