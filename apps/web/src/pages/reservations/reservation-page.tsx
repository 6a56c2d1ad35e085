// /reservation (docs/product.md#reservations-and-venue-booking): the night (calendar, arrival time, party
// size, blocked periods), the venue's availability check, then the guest's details and core's order flow
// (check, create with an idempotency key, fetch), then the reservation's checkout. The loader reads the
// venue's times and minimum party; the steps' actor starts in the browser (useActorRef's effect).
import { useEffect, useMemo, useState } from 'react';
import { useLoaderData } from 'react-router';
import { blockedRefusalNotes } from '@venue/core/booking/blocked-refusal';
import { emptyReservationForm, type ReservationFormValues } from '@venue/core/booking/reservation-form';
import { reservationStepsMachineWith } from '@venue/core/booking/reservation-steps-wiring';
import { reservationFailureOf } from '@venue/core/booking/reservation-failure';
import { inspectOptions } from '../../app/inspect';
import { orders } from '../../app/services';
import type { MetaFunction } from '../../head/page-meta';
import { FailureNote } from '../../ui/form-bits';
import page from '../../ui/page.module.css';
import { loadSafeHtml } from '../../ui/safe-html';
import { BlockNotesDialog } from './block-notes-dialog';
import { NightChoice, type BookingChoiceRef } from './night-choice';
import { ReservationDetails } from './reservation-details';
import { blocks, loadReservationOffer } from './reservation-services';
import { ReservationStepsContext } from './reservation-steps-context';
import { reservationFailureText } from './reservation-words';
import * as m from '~messages/reservations';

export const loader = () => loadReservationOffer();

export const meta: MetaFunction = () => ({
  title: m.pageTitle,
  description: m.pageDescription,
});

export function Component() {
  const offer = useLoaderData<typeof loader>();
  const logic = useMemo(() => reservationStepsMachineWith({ blocks, orders }), []);
  // A blocked time shows the venue's notes: the sanitiser comes in while the guest chooses.
  useEffect(() => void loadSafeHtml().catch(() => undefined), []);
  return (
    <div className={page.page}>
      <header className={page.head}>
        <h1>{m.pageTitle}</h1>
        <p>{m.pageIntro}</p>
      </header>
      <ReservationStepsContext.Provider logic={logic} options={{ ...inspectOptions(), input: offer }}>
        <ReservationSteps />
      </ReservationStepsContext.Provider>
    </div>
  );
}

function ReservationSteps() {
  const steps = ReservationStepsContext.useActorRef();
  const child = ReservationStepsContext.useSelector((s) => s.children.choice as BookingChoiceRef | undefined);
  const checking = ReservationStepsContext.useSelector((s) => s.hasTag('busy'));
  const chosen = ReservationStepsContext.useSelector((s) => (s.matches('details') ? s.context.choice : null));
  const failure = ReservationStepsContext.useSelector((s) => s.context.failure);
  // What the guest typed stays here when they step back to change the night.
  const [values, setValues] = useState<ReservationFormValues>(emptyReservationForm);
  // While the night is checked the choice has finished; its last state stays on screen with a spinner.
  const [choice, setChoice] = useState<BookingChoiceRef | null>(child ?? null);
  if (child !== undefined && child !== choice) setChoice(child);

  if (chosen !== null) return <ReservationDetails choice={chosen} values={values} onChange={setValues} />;
  const notes = blockedRefusalNotes(failure);
  return (
    <>
      {notes === null && <FailureNote text={reservationFailureText(reservationFailureOf(failure))} />}
      <BlockNotesDialog
        open={notes !== null}
        title={m.blockedTitle}
        notes={notes ?? ''}
        hint={m.blockedHint}
        onClose={() => steps.send({ type: 'guest.dismissFailure' })}
      />
      {choice !== null && <NightChoice choice={choice} submitLabel={m.checkAvailability} busy={checking} busyText={m.checkingTable} />}
    </>
  );
}
