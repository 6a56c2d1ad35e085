// The reservation's cancel question (ui/cancel-question-dialog.tsx), driven by the reservation cancel machine.
import { reservationCancelTexts } from '@venue/core/booking/reservation-cancel-texts';
import { CancelQuestionDialog } from '../../ui/cancel-question-dialog';
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
  return (
    <CancelQuestionDialog
      open={asking || working}
      busy={working}
      words={{
        question: reservationCancelTexts.question,
        text: `${night === '' ? '' : `Your table on ${night}. `}${reservationCancelTexts.warning}`,
        yes: reservationCancelTexts.yes,
        busyText: reservationCancelTexts.cancelling,
        no: reservationCancelTexts.no,
      }}
      onConfirm={() => actor.send({ type: 'guest.confirm' })}
      onKeep={() => actor.send({ type: 'guest.keep' })}
      bodyClassName={styles.dialogBody}
    />
  );
}
