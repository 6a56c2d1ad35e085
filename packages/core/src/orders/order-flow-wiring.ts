// Supplies the order flow's effects from the orders port, at the edge (the web app, the replay CLI).
import { fromPromise } from 'xstate';
import type { DecodeError } from '../shared/decode';
import { orderFlowMachine, type OrderStep } from './order-flow.machine';
import type { OrdersPort } from './orders.port';

export interface OrderFlowDependencies {
  readonly orders: OrdersPort;
  /** Where an unreadable answer is reported (console, telemetry); the guest sees only the state. */
  readonly reportDecodeError: (step: OrderStep, error: DecodeError) => void;
}

export const orderFlowWith = ({ orders, reportDecodeError }: OrderFlowDependencies) =>
  orderFlowMachine.provide({
    actors: {
      checkGroup: fromPromise(({ input }) => orders.checkGroup(input.kind, input.payload)),
      createOrder: fromPromise(({ input }) => orders.createOrder(input.kind, input.payload, input.idempotencyKey)),
      fetchOrder: fromPromise(({ input }) => orders.fetchOrder(input.kind, input.orderId)),
      confirmOrder: fromPromise(({ input }) => orders.confirmOrder(input.kind, input.orderId)),
    },
    actions: {
      reportDecodeError: (_, { step, error }) => reportDecodeError(step, error),
    },
  });
