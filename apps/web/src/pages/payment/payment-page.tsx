// /payment/{paymentType}/{orderId}, for every order kind (docs/product.md#payment-and-confirmation):
// core's payment machine, bound here. The loader reads the venue's Stripe key (test payments without
// one) and the order, so the server draws the page whole and it starts at the guest's first touch
// (docs/decisions.md#checkouts-drawn-from-a-cookie-copy); the machine starts from that order and pays it.
import { useLocation, useParams, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { LoadedOrder } from '@venue/core/payment/payment.machine';
import { orderOnArrival } from '@venue/core/payment/payment-wiring';
import { parseQuery } from '@venue/core/routing/query';
import { useSelector } from '@xstate/react';
import type { PayableOrderType } from '@venue/core/payment/payable-order-types';
import * as m from '~messages/payment';
import { orderLookup } from '../../app/order-lookup';
import { content } from '../../app/services';
import { guestStorageOf } from '../../app/storage';
import { loaded } from '../../routing/load';
import page from '../../ui/page.module.css';
import { PaymentForm } from './payment-form';
import { PaymentPanel } from './payment-panels';
import { usePaymentActor, type PaymentRoute } from './use-payment-actor';
import styles from './payment-page.module.css';

export async function loader({ params, request }: LoaderFunctionArgs) {
  const [settings, arrivedWith] = await Promise.all([
    loaded(content.financialSettings()),
    // The on-location charge a bottle checkout kept is in storage: on the server, its cookie copy.
    loaded(orderOnArrival({ orders: orderLookup, storage: guestStorageOf(request) }, params)),
  ]);
  return { stripeKey: settings.stripeKey, arrivedWith };
}

/** "Pay for your {what}", per kind of order. */
const payFor = {
  bottles: m.payForBottles,
  tickets: m.payForTickets,
  food: m.payForFood,
  'gift-cards': m.payForGiftCard,
  reservations: m.payForReservation,
  bookings: m.payForBooking,
  'coat-check': m.payForCoatCheck,
} satisfies Record<PayableOrderType, string>;

interface PaymentProps {
  readonly stripeKey: string | null;
  readonly route: PaymentRoute;
  readonly arrivedWith: LoadedOrder | null;
}

function Payment({ stripeKey, route, arrivedWith }: PaymentProps) {
  const { actor, payment, card } = usePaymentActor(stripeKey, route, arrivedWith);
  const orderType = useSelector(actor, (s) => s.context.orderType);
  const loading = useSelector(actor, (s) => s.context.figures === null && (s.matches('checkingRoute') || s.matches('loading')));
  return (
    <div className={page.page}>
      <header className={page.head}>
        <h1>{m.title}</h1>
        {orderType !== null && <p>{payFor[orderType]}</p>}
      </header>
      {loading ? (
        <p className={styles.loading} role="status">
          <span className={styles.spinner} aria-hidden="true" /> {m.loadingOrder}
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
  const { stripeKey, arrivedWith } = useLoaderData<typeof loader>();
  const { paymentType, orderId } = useParams();
  const { search } = useLocation();
  // Another order is another payment: a fresh machine, never the previous one's keys.
  return (
    <Payment
      key={`${paymentType ?? ''}/${orderId ?? ''}`}
      stripeKey={stripeKey}
      arrivedWith={arrivedWith}
      route={{ paymentType, orderId, query: parseQuery(search) }}
    />
  );
}
