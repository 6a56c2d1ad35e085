// The second yes before a booking is cancelled: the question, what it means, and two answers. While the
// cancel is on its way the dialog stays, its button busy, so a double click sends one call.
import { useId } from 'react';
import { bookingStatusTexts, eventDateLabel } from '@venue/core/booking/booking-status-texts';
import buttons from '../../ui/button.module.css';
import box from '../../ui/dialog.module.css';
import { ModalDialog } from '../../ui/modal-dialog';
import { SubmitButton } from '../../ui/submit-button';
import layout from '../../ui/form-layout.module.css';
import { BookingStatusContext } from './booking-status-context';
import styles from './booking.module.css';

export function CancelDialog() {
  const actor = BookingStatusContext.useActorRef();
  const asking = BookingStatusContext.useSelector((s) => s.matches('asking'));
  const working = BookingStatusContext.useSelector((s) => s.matches('working') || s.matches('loading'));
  const date = BookingStatusContext.useSelector((s) => s.context.booking?.details.eventDate ?? '');
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
        <h2 id={titleId}>{bookingStatusTexts.cancelQuestion}</h2>
        <p id={textId}>
          {eventDateLabel(date)}. {bookingStatusTexts.cancelWarning}
        </p>
        <div className={layout.actions}>
          <SubmitButton busy={working} busyText={bookingStatusTexts.cancelling} onPress={() => actor.send({ type: 'guest.confirm' })}>
            {bookingStatusTexts.cancelYes}
          </SubmitButton>
          <button type="button" className={buttons.ghost} onClick={keep} disabled={working}>
            {bookingStatusTexts.cancelNo}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
