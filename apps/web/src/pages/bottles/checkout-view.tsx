// The checkout once its machine runs: the order (items, night, summary), the form, and the dialogs.
// A selection that is out of date from the start shows only its dialog: there is nothing to pay.
import type { ComponentType } from 'react';
import * as m from '~messages/bottle-checkout';
import { BottleCheckoutContext } from './bottle-checkout-context';
import { OrderErrorModal, OutOfDateModal, PromoterPopup } from './checkout-dialogs';
import { CheckoutForm } from './checkout-form';
import { CheckoutItems } from './checkout-items';
import type { PhoneFieldProps } from '../../ui/phone-field';
import { CheckoutSummary } from './checkout-summary';
import checkout from '../../ui/checkout.module.css';
import styles from './checkout.module.css';

export function CheckoutView({ PhoneField }: { readonly PhoneField: ComponentType<PhoneFieldProps> }) {
  const hasOrder = BottleCheckoutContext.useSelector((s) => s.context.order !== null);
  const paying = BottleCheckoutContext.useSelector((s) => s.matches('paying'));
  return (
    <>
      {hasOrder ? (
        <div className={checkout.layout}>
          <div className={styles.order}>
            <CheckoutItems />
            <CheckoutSummary />
          </div>
          <CheckoutForm PhoneField={PhoneField} />
        </div>
      ) : (
        <p className={styles.empty}>{m.noSelection}</p>
      )}
      {paying && (
        <p role="status" className={styles.leaving}>
          {m.leavingForPayment}
        </p>
      )}
      <PromoterPopup />
      <OrderErrorModal />
      <OutOfDateModal />
    </>
  );
}
