// The booking's cancel question (ui/cancel-question-dialog.tsx), driven by the booking status machine.
import { bookingStatusTexts, eventDateLabel } from '@venue/core/booking/booking-status-texts';
import { CancelQuestionDialog } from '../../ui/cancel-question-dialog';
import { BookingStatusContext } from './booking-status-context';
import styles from './booking.module.css';

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
        question: bookingStatusTexts.cancelQuestion,
        text: `${eventDateLabel(date)}. ${bookingStatusTexts.cancelWarning}`,
        yes: bookingStatusTexts.cancelYes,
        busyText: bookingStatusTexts.cancelling,
        no: bookingStatusTexts.cancelNo,
      }}
      onConfirm={() => actor.send({ type: 'guest.confirm' })}
      onKeep={() => actor.send({ type: 'guest.keep' })}
      bodyClassName={styles.dialogBody}
    />
  );
}
