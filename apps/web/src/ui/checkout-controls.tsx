// The mailing-list box every checkout form ends with; its words are the consent the backend keeps (docs/product.md#mailing-list).
import checkout from './checkout.module.css';
import * as m from '~messages/mailing-list';

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
      {m.subscribeToMailingList}
    </label>
  );
}
