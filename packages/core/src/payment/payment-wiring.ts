// Supplies the payment machine's effects at the edge (the web app): the order lookup, the payment
// service, storage and navigation stay out here, so the machine's snapshots are plain data.
import { fromPromise } from 'xstate';
import { ORDER_SECRET_PARAM } from '../orders/order-secret-param';
import type { StoragePort } from '../ports/storage.port';
import type { Query } from '../routing/query';
import type { DecodeError } from '../shared/decode';
import { ok } from '../shared/result';
import { paymentMachine, type PaymentInput } from './payment.machine';
import type { OrderLookupPort, PaymentPort } from './payment.port';
import { storedLocationCharge } from './stored-location-charge';

export interface PaymentDependencies {
  readonly orders: OrderLookupPort;
  readonly payment: PaymentPort;
  readonly storage: StoragePort;
  readonly navigate: (to: string) => void;
  /** Where an unreadable answer is reported (console, telemetry); the guest sees only the state. */
  readonly reportDecodeError: (error: DecodeError) => void;
}

export const paymentMachineWith = ({ orders, payment, storage, navigate, reportDecodeError }: PaymentDependencies) =>
  paymentMachine.provide({
    actors: {
      loadOrder: fromPromise(async ({ input }) => {
        const found = await orders.lookUp(input.orderType, input.orderId);
        if (!found.ok) return found;
        return ok({ order: found.value, onLocationCharge: storedLocationCharge(storage, input.orderType, input.orderId) });
      }),
      prepareCard: fromPromise(() => payment.prepare()),
      pay: fromPromise(({ input }) => payment.pay(input)),
    },
    actions: {
      navigate: (_, { to }) => navigate(to),
      reportDecodeError: (_, { error }) => reportDecodeError(error),
    },
  });

/** The machine's input from the route's params and query, the payment service's mode and a fresh random seed. */
export const paymentInputFrom = (
  params: { readonly paymentType?: string | undefined; readonly orderId?: string | undefined },
  payment: Pick<PaymentPort, 'mode'>,
  attemptSeed: string,
  query: Query = {},
): PaymentInput => ({
  paymentType: params.paymentType ?? '',
  orderId: params.orderId ?? '',
  mode: payment.mode,
  attemptSeed,
  orderSecret: query[ORDER_SECRET_PARAM] ?? null,
});
