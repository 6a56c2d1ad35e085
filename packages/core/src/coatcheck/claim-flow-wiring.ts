// Supplies the coat check claim's effects at the edge (the web app): the check-in call, the phone
// rules, the router and, when given, the kiosk's device, read as the visit's first claim is sent.
// Nothing is read from or written to storage: a kiosk serves guest after guest (docs/product.md#coat-check).
import { fromPromise } from 'xstate';
import { readPhoneWith } from '../forms/phone-reading';
import type { CoatCheckPort } from '../orders/coatcheck.port';
import type { PhonePort } from '../ports/phone.port';
import { readDeviceWith, type GuestDevice } from '../shared/device';
import { claimFlowMachine } from './claim-flow.machine';

export interface ClaimFlowDependencies {
  readonly coatCheck: Pick<CoatCheckPort, 'checkIn'>;
  readonly phone: PhonePort;
  readonly navigate: (href: string) => void;
  /** The device as the browser tells it; without it the claim says what the machine's input gave. */
  readonly device?: () => GuestDevice;
}

export const claimFlowWith = ({ coatCheck, phone, navigate, device }: ClaimFlowDependencies) =>
  claimFlowMachine.provide({
    actors: { checkIn: fromPromise(({ input }) => coatCheck.checkIn(input.payload, input.idempotencyKey)) },
    actions: {
      readPhone: readPhoneWith(phone),
      navigate: (_, { to }) => navigate(to),
      ...readDeviceWith(device),
    },
  });
