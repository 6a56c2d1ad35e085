// Supplies the coat check claim's effects at the edge (the web app): the check-in call, the phone
// rules and the router. Nothing is read from or written to storage: a kiosk serves guest after guest
// (docs/product.md#coat-check).
import { fromPromise } from 'xstate';
import { readPhoneWith } from '../forms/phone-reading';
import type { CoatCheckPort } from '../orders/coatcheck.port';
import type { PhonePort } from '../ports/phone.port';
import { claimFlowMachine } from './claim-flow.machine';

export interface ClaimFlowDependencies {
  readonly coatCheck: Pick<CoatCheckPort, 'checkIn'>;
  readonly phone: PhonePort;
  readonly navigate: (href: string) => void;
}

export const claimFlowWith = ({ coatCheck, phone, navigate }: ClaimFlowDependencies) =>
  claimFlowMachine.provide({
    actors: { checkIn: fromPromise(({ input }) => coatCheck.checkIn(input.payload, input.idempotencyKey)) },
    actions: { readPhone: readPhoneWith(phone), navigate: (_, { to }) => navigate(to) },
  });
