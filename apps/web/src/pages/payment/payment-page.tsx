// /payment/{paymentType}/{orderId}, for every order kind (docs/product.md#payment-and-confirmation):
// core's payment machine, bound here. The loader reads the venue's Stripe key (test payments
// without one); the machine loads the order and pays it once the page is in the browser.
import { useLocation, useParams, useLoaderData } from 'react-router';
import { parseQuery } from '@venue/core/routing/query';
import { useSelector } from '@xstate/react';
import { orderTypeLabels, paymentTexts } from '@venue/core/payment/payment-texts';
import { content } from '../../app/services';
import { loaded } from '../../routing/load';
import page from '../../ui/page.module.css';
import { PaymentForm } from './payment-form';
import { PaymentPanel } from './payment-panels';
import { usePaymentActor, type PaymentRoute } from './use-payment-actor';
import styles from './payment-page.module.css';

export async function loader() {
  const settings = await loaded(content.financialSettings());
  return { stripeKey: settings.stripeKey };
}

function Payment({ stripeKey, route }: { readonly stripeKey: string | null; readonly route: PaymentRoute }) {
  const { actor, payment, card } = usePaymentActor(stripeKey, route);
  const orderType = useSelector(actor, (s) => s.context.orderType);
  const loading = useSelector(actor, (s) => s.context.figures === null && (s.matches('checkingRoute') || s.matches('loading')));
  return (
    <div className={page.page}>
      <header className={page.head}>
        <h1>{paymentTexts.title}</h1>
        {orderType !== null && <p>Pay for your {orderTypeLabels[orderType]}.</p>}
      </header>
      {loading ? (
        <p className={styles.loading} role="status">
          <span className={styles.spinner} aria-hidden="true" /> Loading your order…
        </p>
      ) : (
        <>
          <PaymentPanel actor={actor} />
          <PaymentForm actor={actor} payment={payment} card={card} />
        </>
      )}
    </div>
  );
}

export function Component() {
  const { stripeKey } = useLoaderData<typeof loader>();
  const { paymentType, orderId } = useParams();
  const { search } = useLocation();
  // Another order is another payment: a fresh machine, never the previous one's keys.
  return (
    <Payment
      key={`${paymentType ?? ''}/${orderId ?? ''}`}
      stripeKey={stripeKey}
      route={{ paymentType, orderId, query: parseQuery(search) }}
    />
  );
}
