// The reservation's cancel question (ui/cancel-question-dialog.tsx), driven by the reservation cancel machine.
import { CancelQuestionDialog } from '../../ui/cancel-question-dialog';
import { ReservationCancelContext } from './reservation-cancel-context';
import styles from './reservations.module.css';
import * as m from '~messages/reservations';

export function CancelReservationDialog() {
  const actor = ReservationCancelContext.useActorRef();
  const asking = ReservationCancelContext.useSelector((s) => s.matches('asking'));
  const working = ReservationCancelContext.useSelector((s) => s.matches('working') || s.matches('loading'));
  const night = ReservationCancelContext.useSelector((s) => {
    const details = s.context.reservation?.details;
    return details ? m.tableOn(details.reservationDate, details.reservationTime) : null;
  });
  return (
    <CancelQuestionDialog
      open={asking || working}
      busy={working}
      words={{
        question: m.cancelQuestion,
        text: night === null ? m.cancelWarning : `${night} ${m.cancelWarning}`,
        yes: m.cancelYes,
        busyText: m.cancelling,
        no: m.cancelNo,
      }}
      onConfirm={() => actor.send({ type: 'guest.confirm' })}
      onKeep={() => actor.send({ type: 'guest.keep' })}
      bodyClassName={styles.dialogBody}
    />
  );
}
