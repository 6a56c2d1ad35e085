// The second yes before something booked is cancelled: the question, what it means, and two answers. While the
// cancel is on its way the dialog stays, its button busy, so a double click sends one call. The page's machine
// decides when it opens and what a press does; this only draws it.
import { useId } from 'react';
import buttons from './button.module.css';
import box from './dialog.module.css';
import layout from './form-layout.module.css';
import { ModalDialog } from './modal-dialog';
import { SubmitButton } from './submit-button';

export interface CancelQuestionDialogProps {
  readonly open: boolean;
  /** The cancel is on its way. */
  readonly busy: boolean;
  readonly words: {
    readonly question: string;
    readonly text: string;
    readonly yes: string;
    readonly busyText: string;
    readonly no: string;
  };
  readonly onConfirm: () => void;
  readonly onKeep: () => void;
  /** The page's padding and spacing of the dialog's body. */
  readonly bodyClassName: string | undefined;
}

export function CancelQuestionDialog({ open, busy, words, onConfirm, onKeep, bodyClassName }: CancelQuestionDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <ModalDialog
      open={open}
      onClose={onKeep}
      labelledBy={titleId}
      describedBy={textId}
      role="alertdialog"
      className={box.dialog}
      closeOnBackdrop={false}
    >
      <div className={bodyClassName}>
        <h2 id={titleId}>{words.question}</h2>
        <p id={textId}>{words.text}</p>
        <div className={layout.actions}>
          <SubmitButton busy={busy} busyText={words.busyText} onPress={onConfirm}>
            {words.yes}
          </SubmitButton>
          <button type="button" className={buttons.ghost} onClick={onKeep} disabled={busy}>
            {words.no}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
