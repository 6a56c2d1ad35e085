// Supplies the food delivery machine's effects at the edge (the web app): the order flow with its calls,
// the phone rules, the router and, when given, the guest's device, read as each order is sent.
import { readPhoneWith } from '../forms/phone-reading';
import { orderFlowWith } from '../orders/order-flow-wiring';
import type { OrderStep } from '../orders/order-flow.machine';
import type { OrdersPort } from '../orders/orders.port';
import type { PhonePort } from '../ports/phone.port';
import type { DecodeError } from '../shared/decode';
import { readDeviceWith } from '../shared/device';
import { foodDeliveryMachine } from './food-delivery.machine';
import type { FoodClientInfo } from './food-order-payload';

export interface FoodDeliveryDependencies {
  readonly orders: OrdersPort;
  readonly phone: PhonePort;
  readonly navigate: (href: string) => void;
  readonly reportDecodeError: (step: OrderStep, error: DecodeError) => void;
  /** The guest's device as the browser tells it; without it the order says what the machine's input gave. */
  readonly device?: () => FoodClientInfo;
}

export const foodDeliveryWith = ({ orders, phone, navigate, reportDecodeError, device }: FoodDeliveryDependencies) =>
  foodDeliveryMachine.provide({
    actors: { orderFlow: orderFlowWith({ orders, reportDecodeError }) },
    actions: {
      readPhone: readPhoneWith(phone),
      navigate: (_, { to }) => navigate(to),
      ...readDeviceWith(device),
    },
  });
