// The second yes before a reservation is cancelled: the question, what it means, and two answers. While the cancel is
// on its way the dialog stays, its button busy, so a double click sends one call.
import { useId } from 'react';
import { reservationCancelTexts } from '@venue/core/booking/reservation-cancel-texts';
import buttons from '../../ui/button.module.css';
import box from '../../ui/dialog.module.css';
import { ModalDialog } from '../../ui/modal-dialog';
import { SubmitButton } from '../../ui/submit-button';
import layout from '../../ui/form-layout.module.css';
import { ReservationCancelContext } from './reservation-cancel-context';
import styles from './reservations.module.css';

export function CancelReservationDialog() {
  const actor = ReservationCancelContext.useActorRef();
  const asking = ReservationCancelContext.useSelector((s) => s.matches('asking'));
  const working = ReservationCancelContext.useSelector((s) => s.matches('working') || s.matches('loading'));
  const night = ReservationCancelContext.useSelector((s) => {
    const details = s.context.reservation?.details;
    return details ? `${details.reservationDate} at ${details.reservationTime}` : '';
  });
  const titleId = useId();
  const textId = useId();
  const keep = () => actor.send({ type: 'guest.keep' });
  return (
    <ModalDialog
      open={asking || working}
      onClose={keep}
      labelledBy={titleId}
      describedBy={textId}
      role="alertdialog"
      className={box.dialog}
      closeOnBackdrop={false}
    >
      <div className={styles.dialogBody}>
        <h2 id={titleId}>{reservationCancelTexts.question}</h2>
        <p id={textId}>
          {night === '' ? '' : `Your table on ${night}. `}
          {reservationCancelTexts.warning}
        </p>
        <div className={layout.actions}>
          <SubmitButton busy={working} busyText={reservationCancelTexts.cancelling} onPress={() => actor.send({ type: 'guest.confirm' })}>
            {reservationCancelTexts.yes}
          </SubmitButton>
          <button type="button" className={buttons.ghost} onClick={keep} disabled={working}>
            {reservationCancelTexts.no}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
