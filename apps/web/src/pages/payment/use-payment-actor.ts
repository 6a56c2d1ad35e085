// Binds core's payment machine to the page: the machine and its rules live in core, the effects
// are supplied here from the app's services (payment-wiring.ts's .provide), and the actor starts
// when the page mounts or hydrates, never on the server, which draws its first snapshot.
import { useMemo, useRef, useState } from 'react';
import { useActorRef } from '@xstate/react';
import { createPayment, type CardDetails } from '@venue/adapters/payment/stripe.payment';
import { paymentPortFrom } from '@venue/adapters/payment/payment-port';
import type { LoadedOrder } from '@venue/core/payment/payment.machine';
import { paymentInputFrom, paymentMachineWith } from '@venue/core/payment/payment-wiring';
import type { Query } from '@venue/core/routing/query';
import { inspectOptions } from '../../app/inspect';
import { orderLookup } from '../../app/order-lookup';
import { storage, venueClient } from '../../app/services';
import { useSiteNavigate } from '../../routing/use-site-navigate';

export interface PaymentRoute {
  readonly paymentType?: string | undefined;
  readonly orderId?: string | undefined;
  /** The address's query: the buyer's order secret, handed on to the confirmation. */
  readonly query?: Query;
}

/** A fresh seed per visit: every idempotency key of this visit is built from it. */
const newSeed = (): string =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** `arrivedWith`: the order the page's loader read, which the machine starts from. */
export function usePaymentActor(stripeKey: string | null, route: PaymentRoute, arrivedWith: LoadedOrder | null) {
  const navigate = useSiteNavigate();
  // The Stripe card element, once mounted: read at the moment the guest pays.
  const card = useRef<CardDetails | null>(null);
  const [payment] = useState(() => createPayment({ stripeKey, http: venueClient }));
  const [port] = useState(() => paymentPortFrom(payment, () => card.current));
  const [seed] = useState(newSeed);
  const logic = useMemo(
    () =>
      paymentMachineWith({
        orders: orderLookup,
        payment: port,
        storage,
        navigate,
        reportDecodeError: (error) => console.error('The venue answered the payment page in an unexpected shape', error),
      }),
    [port, navigate],
  );
  const actor = useActorRef(logic, { ...inspectOptions(), input: paymentInputFrom(route, port, seed, route.query, arrivedWith) });
  return { actor, payment, card };
}

export type PaymentActor = ReturnType<typeof usePaymentActor>['actor'];
