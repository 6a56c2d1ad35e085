// Supplies the food delivery machine's effects at the edge (the web app): the order flow with its calls,
// the phone rules and the router.
import { readPhoneWith } from '../forms/phone-reading';
import { orderFlowWith } from '../orders/order-flow-wiring';
import type { OrderStep } from '../orders/order-flow.machine';
import type { OrdersPort } from '../orders/orders.port';
import type { PhonePort } from '../ports/phone.port';
import type { DecodeError } from '../shared/decode';
import { foodDeliveryMachine } from './food-delivery.machine';

export interface FoodDeliveryDependencies {
  readonly orders: OrdersPort;
  readonly phone: PhonePort;
  readonly navigate: (href: string) => void;
  readonly reportDecodeError: (step: OrderStep, error: DecodeError) => void;
}

export const foodDeliveryWith = ({ orders, phone, navigate, reportDecodeError }: FoodDeliveryDependencies) =>
  foodDeliveryMachine.provide({
    actors: { orderFlow: orderFlowWith({ orders, reportDecodeError }) },
    actions: {
      readPhone: readPhoneWith(phone),
      navigate: (_, { to }) => navigate(to),
    },
  });
