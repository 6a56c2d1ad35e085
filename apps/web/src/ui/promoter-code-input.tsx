// The promoter code input of a checkout (docs/product.md#bottle-checkout, #tickets): the code is
// checked on Apply, on Enter (rather than submitting the order without it) and on leaving the field.
import type { InputHTMLAttributes, ReactNode } from 'react';
import * as m from '~messages/ui';
import buttons from './button.module.css';
import checkout from './checkout.module.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'onBlur' | 'onKeyDown' | 'autoComplete'>;

export function PromoterCodeInput({
  onChange,
  onApply,
  ...input
}: InputProps & { readonly onChange: (value: string) => void; readonly onApply: () => void }) {
  return (
    <div className={checkout.withButton}>
      <input
        {...input}
        autoComplete="off"
        onChange={(e) => onChange(e.target.value)}
        onBlur={onApply}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            onApply();
          }
        }}
      />
      <button type="button" className={buttons.ghost} onClick={onApply}>
        {m.apply}
      </button>
    </div>
  );
}

/** Under the input: "Checking the code…" while the venue checks it, then what the checkout says about it. */
export function PromoterCodeStatus({ checking, message = null }: { readonly checking: boolean; readonly message?: ReactNode }) {
  return (
    <p className={checkout.hint} role="status">
      {checking ? m.checkingCode : (message ?? '')}
    </p>
  );
}
