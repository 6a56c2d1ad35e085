// Controls every checkout form ends with: the mailing-list box and the submit button, which shows a
// spinner while the order is on its way and stays focusable (aria-disabled) when it would do
// nothing, because the machine behind it ignores a press while busy (one order for a double click).
import buttons from './button.module.css';
import checkout from './checkout.module.css';

export function MailingListCheckbox({
  checked,
  onChange,
  className,
}: {
  readonly checked: boolean;
  readonly onChange: (subscribe: boolean) => void;
  readonly className?: string | undefined;
}) {
  return (
    <label className={`${checkout.checkbox} ${className ?? ''}`}>
      <input type="checkbox" name="mailingListSubscribe" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      Subscribe to our mailing list
    </label>
  );
}

interface SubmitButtonProps {
  readonly label: string;
  readonly ready: boolean;
  readonly sending: boolean;
  readonly className?: string | undefined;
}

export function SubmitButton({ label, ready, sending, className }: SubmitButtonProps) {
  return (
    <div className={`${checkout.submitRow} ${className ?? ''}`}>
      <button type="submit" className={`${buttons.button} ${checkout.submit}`} aria-disabled={!ready} aria-busy={sending}>
        {sending && <span className={checkout.spinner} aria-hidden="true" />}
        {label}
      </button>
      <span role="status" className="visually-hidden">
        {sending ? 'Placing your order…' : ''}
      </span>
    </div>
  );
}
