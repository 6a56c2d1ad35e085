// Supplies the payment machine's effects at the edge (the web app): the order lookup, the payment
// service, storage and navigation stay out here, so the machine's snapshots are plain data.
import { fromPromise } from 'xstate';
import { ORDER_SECRET_PARAM } from '../orders/order-secret-param';
import type { StoragePort } from '../ports/storage.port';
import type { Query } from '../routing/query';
import type { DecodeError } from '../shared/decode';
import type { ApiError } from '../shared/api-error';
import { ok, type Result } from '../shared/result';
import { isPayableType, paymentMachine, type LoadedOrder, type PaymentInput } from './payment.machine';
import type { PayableOrderType } from './payable-order-types';
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

/** The order to pay, with the on-location charge the bottle checkout stored for it. */
async function loadOrder(
  { orders, storage }: Pick<PaymentDependencies, 'orders' | 'storage'>,
  orderType: PayableOrderType,
  orderId: string,
): Promise<Result<LoadedOrder, ApiError>> {
  const found = await orders.lookUp(orderType, orderId);
  if (!found.ok) return found;
  return ok({ order: found.value, onLocationCharge: storedLocationCharge(storage, orderType, orderId) });
}

/**
 * The order a payment page's address names, for its loader: the order, or null when the address names no
 * order the venue has (an unknown kind, a 404); any other failure is the loader's to show.
 */
export async function orderOnArrival(
  dependencies: Pick<PaymentDependencies, 'orders' | 'storage'>,
  params: { readonly paymentType?: string | undefined; readonly orderId?: string | undefined },
): Promise<Result<LoadedOrder | null, ApiError>> {
  const { paymentType = '', orderId = '' } = params;
  if (!isPayableType(paymentType) || orderId.trim() === '') return ok(null);
  const loaded = await loadOrder(dependencies, paymentType, orderId);
  return !loaded.ok && loaded.error._tag === 'HttpError' && loaded.error.status === 404 ? ok(null) : loaded;
}

export const paymentMachineWith = ({ orders, payment, storage, navigate, reportDecodeError }: PaymentDependencies) =>
  paymentMachine.provide({
    actors: {
      loadOrder: fromPromise(({ input }) => loadOrder({ orders, storage }, input.orderType, input.orderId)),
      prepareCard: fromPromise(() => payment.prepare()),
      pay: fromPromise(({ input }) => payment.pay(input)),
    },
    actions: {
      navigate: (_, { to }) => navigate(to),
      reportDecodeError: (_, { error }) => reportDecodeError(error),
    },
  });

/**
 * The machine's input from the route's params and query, the payment service's mode, a fresh random seed
 * and, when the page's loader read it, the order it arrived with (orderOnArrival).
 */
export const paymentInputFrom = (
  params: { readonly paymentType?: string | undefined; readonly orderId?: string | undefined },
  payment: Pick<PaymentPort, 'mode'>,
  attemptSeed: string,
  query: Query = {},
  arrivedWith?: LoadedOrder | null,
): PaymentInput => ({
  paymentType: params.paymentType ?? '',
  orderId: params.orderId ?? '',
  mode: payment.mode,
  attemptSeed,
  orderSecret: query[ORDER_SECRET_PARAM] ?? null,
  ...(arrivedWith === undefined ? {} : { arrivedWith }),
});
