// A modal on the native <dialog>: the browser traps focus (the rest of the page is inert) and
// Escape cancels it; focus goes back to where it was when the dialog closes.
import { useEffect, useRef, type ReactNode } from 'react';

interface ModalDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly labelledBy: string;
  readonly className?: string | undefined;
  readonly children: ReactNode;
  /** Close when the guest clicks outside the dialog's box. */
  readonly closeOnBackdrop?: boolean;
  /** Close on Escape; a dialog that must be answered with its own buttons says false. */
  readonly closeOnEscape?: boolean;
  /** `alertdialog` for a message the guest must acknowledge. */
  readonly role?: 'dialog' | 'alertdialog';
  /** The element holding the dialog's message, read out with its name. */
  readonly describedBy?: string | undefined;
  /** Focus goes back where it was when the dialog opened; false when the page moves it itself. */
  readonly restoreFocus?: boolean;
  /**
   * Open when the page arrives: the page's start script opens it before the app runs, on a page that starts
   * on touch (server/script-start.ts), and the app finds it open.
   */
  readonly openAtStart?: boolean;
}

export function ModalDialog({
  open,
  onClose,
  labelledBy,
  className,
  children,
  closeOnBackdrop = true,
  closeOnEscape = true,
  role,
  describedBy,
  restoreFocus = true,
  openAtStart = false,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={className}
      // Named only while open: a closed dialog renders no children, so the ids would point nowhere.
      aria-labelledby={open ? labelledBy : undefined}
      aria-describedby={open ? describedBy : undefined}
      role={role === 'alertdialog' ? role : undefined}
      data-open-at-start={openAtStart && open ? '' : undefined}
      onClose={() => {
        if (restoreFocus) returnFocus.current?.focus();
        returnFocus.current = null;
        if (open) onClose();
      }}
      onCancel={(event) => {
        event.preventDefault();
        if (closeOnEscape) onClose();
      }}
      onClick={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) {
          const box = event.currentTarget.getBoundingClientRect();
          const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
          if (!inside) onClose();
        }
      }}
    >
      {open ? children : null}
    </dialog>
  );
}
