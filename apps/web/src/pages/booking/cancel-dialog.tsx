// The booking's cancel question (ui/cancel-question-dialog.tsx), driven by the booking status machine.
import { CancelQuestionDialog } from '../../ui/cancel-question-dialog';
import { BookingStatusContext } from './booking-status-context';
import { eventDateText } from './event-date-text';
import styles from './booking.module.css';
import * as m from '~messages/booking';

export function CancelDialog() {
  const actor = BookingStatusContext.useActorRef();
  const asking = BookingStatusContext.useSelector((s) => s.matches('asking'));
  const working = BookingStatusContext.useSelector((s) => s.matches('working') || s.matches('loading'));
  const date = BookingStatusContext.useSelector((s) => s.context.booking?.details.eventDate ?? '');
  return (
    <CancelQuestionDialog
      open={asking || working}
      busy={working}
      words={{
        question: m.cancelQuestion,
        text: `${eventDateText(date)}. ${m.cancelWarning}`,
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
