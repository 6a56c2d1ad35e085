// The Confirmation modal while the application is on its way (docs/product.md#talent-submissions): a spinner and
// what is happening; it cannot be dismissed, as the guest goes to the Confirmation page when the call ends.
import { useId } from 'react';
import dialog from '../../ui/dialog.module.css';
import alerts from '../../ui/form-alert.module.css';
import { ModalDialog } from '../../ui/modal-dialog';
import styles from './talent-submissions.module.css';
import * as m from '~messages/talents';

export function TalentSendingDialog({ open }: { readonly open: boolean }) {
  const id = useId();
  return (
    <ModalDialog
      open={open}
      onClose={() => undefined}
      labelledBy={id}
      describedBy={`${id}-text`}
      closeOnBackdrop={false}
      closeOnEscape={false}
      className={`${dialog.dialog} ${styles.dialogBody}`}
    >
      <h2 id={id}>{m.confirmation}</h2>
      <p id={`${id}-text`} className={styles.sending}>
        <span className={alerts.spinner} aria-hidden="true" />
        {m.sendingApplication}
      </p>
    </ModalDialog>
  );
}
