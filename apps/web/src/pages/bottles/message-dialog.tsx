// The bottle pages' one-message dialogs (warnings, the promoter popup, the order error, out of date):
// a title, a message and one button, labelled and described for screen readers.
import { useId, type ReactNode } from 'react';
import buttons from '../../ui/button.module.css';
import box from '../../ui/dialog.module.css';
import { ModalDialog } from '../../ui/modal-dialog';
import dialog from './bottle-dialog.module.css';

interface MessageDialogProps {
  readonly open: boolean;
  readonly title: string;
  /** The message: plain text (a paragraph) or elements of its own. */
  readonly children: ReactNode;
  readonly action: string;
  readonly onAction: () => void;
  /** What Escape, a click outside or the browser closing the dialog does; the button's action unless said. */
  readonly onClose?: () => void;
  /** A message the guest must read before going on (announced as an alert). */
  readonly alert?: boolean;
  /** Only the button closes it: neither Escape nor a click outside. */
  readonly blocking?: boolean;
  /** Open when the page arrives, before its app runs (ui/modal-dialog.tsx). */
  readonly openAtStart?: boolean;
}

export function MessageDialog({
  open,
  title,
  children,
  action,
  onAction,
  onClose = onAction,
  alert = false,
  blocking = false,
  openAtStart = false,
}: MessageDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      describedBy={textId}
      role={alert ? 'alertdialog' : 'dialog'}
      className={box.dialog}
      closeOnBackdrop={!blocking}
      closeOnEscape={!blocking}
      openAtStart={openAtStart}
    >
      <div className={dialog.body}>
        <h2 id={titleId}>{title}</h2>
        {typeof children === 'string' ? <p id={textId}>{children}</p> : <div id={textId}>{children}</div>}
        <button type="button" className={buttons.button} onClick={onAction}>
          {action}
        </button>
      </div>
    </ModalDialog>
  );
}
