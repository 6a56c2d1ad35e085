// Supplies the bottle checkout's effects at the edge (the web app): the order and promoter calls, storage,
// the phone rules, the router and, when given, the guest's device, read as the visit's first order is sent.
import { fromPromise } from 'xstate';
import { readPhoneWith } from '../forms/phone-reading';
import type { PhonePort } from '../ports/phone.port';
import type { StoragePort } from '../ports/storage.port';
import { readDeviceWith, type GuestDevice } from '../shared/device';
import { bottleCheckoutMachine } from './bottle-checkout.machine';
import { saveBottleOrderOutcome } from './bottle-storage';
import type { BottlesApi } from './bottles.port';

export interface BottleCheckoutDependencies {
  readonly bottles: BottlesApi;
  readonly storage: StoragePort;
  readonly phone: PhonePort;
  readonly navigate: (href: string) => void;
  /** The guest's device as the browser tells it; without it the order says what the machine's input gave. */
  readonly device?: () => GuestDevice;
}

export const bottleCheckoutMachineWith = ({ bottles, storage, phone, navigate, device }: BottleCheckoutDependencies) =>
  bottleCheckoutMachine.provide({
    actors: {
      createBottleOrder: fromPromise(({ input }) => bottles.createBottleOrder(input.payload, input.idempotencyKey)),
      validatePromoterCode: fromPromise(({ input }) => bottles.validatePromoterCode(input.promoterIGname)),
    },
    actions: {
      readPhone: readPhoneWith(phone),
      keepOrder: (_, { response, quote }) => saveBottleOrderOutcome(storage, response, quote),
      navigate: (_, { to }) => navigate(to),
      ...readDeviceWith(device),
    },
  });
