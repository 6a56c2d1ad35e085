// Supplies the bottle checkout's effects at the edge (the web app): the order and promoter calls, storage,
// the phone rules and the router. The selection the bottle page stored is read here, into the input.
import { fromPromise } from 'xstate';
import { readPhoneWith } from '../forms/phone-reading';
import type { PhonePort } from '../ports/phone.port';
import type { StoragePort } from '../ports/storage.port';
import type { BottleCheckoutInput } from './bottle-checkout-setup';
import { bottleCheckoutMachine } from './bottle-checkout.machine';
import { loadBottleSelection, saveBottleOrderOutcome } from './bottle-storage';
import type { BottlesApi } from './bottles.port';

export interface BottleCheckoutDependencies {
  readonly bottles: BottlesApi;
  readonly storage: StoragePort;
  readonly phone: PhonePort;
  readonly navigate: (href: string) => void;
}

export const bottleCheckoutInputFrom = (storage: StoragePort, page: Omit<BottleCheckoutInput, 'selection'>): BottleCheckoutInput => ({
  ...page,
  selection: loadBottleSelection(storage),
});

export const bottleCheckoutMachineWith = ({ bottles, storage, phone, navigate }: BottleCheckoutDependencies) =>
  bottleCheckoutMachine.provide({
    actors: {
      createBottleOrder: fromPromise(({ input }) => bottles.createBottleOrder(input.payload, input.idempotencyKey)),
      validatePromoterCode: fromPromise(({ input }) => bottles.validatePromoterCode(input.promoterIGname)),
    },
    actions: {
      readPhone: readPhoneWith(phone),
      keepOrder: (_, { response, quote }) => saveBottleOrderOutcome(storage, response, quote),
      navigate: (_, { to }) => navigate(to),
    },
  });
