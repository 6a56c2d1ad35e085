// The mailing-list box every checkout form ends with.
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
