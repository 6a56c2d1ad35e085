// The blocked-period dialog (docs/product.md#blocked-periods): the block's notes, venue HTML shown only
// through the sanitiser, and what to do next; OK or Escape closes it and the guest picks another time.
import { useId } from 'react';
import buttons from '../../ui/button.module.css';
import box from '../../ui/dialog.module.css';
import { ModalDialog } from '../../ui/modal-dialog';
import { SafeHtml } from '../../ui/safe-html';
import * as m from '~messages/reservations';
import styles from './reservations.module.css';

interface BlockNotesDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly notes: string;
  readonly hint: string;
  readonly onClose: () => void;
}

export function BlockNotesDialog({ open, title, notes, hint, onClose }: BlockNotesDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={titleId} describedBy={textId} role="alertdialog" className={box.dialog}>
      <div className={styles.dialogBody}>
        <h2 id={titleId}>{title}</h2>
        <div id={textId}>
          {notes.trim() !== '' && <SafeHtml html={notes} className={styles.notes} />}
          <p>{hint}</p>
        </div>
        <button type="button" className={buttons.button} onClick={onClose}>
          {m.ok}
        </button>
      </div>
    </ModalDialog>
  );
}
