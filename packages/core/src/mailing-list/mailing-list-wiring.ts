// Supplies the mailing list machine's effects from its ports, at the edge.
import { fromPromise } from 'xstate';
import { readPhoneWith } from '../forms/phone-reading';
import type { PhonePort } from '../ports/phone.port';
import { mailingListMachine } from './mailing-list.machine';
import type { MailingListSignup } from './mailing-list.schema';
import type { MailingListPort } from './mailing-list.port';

export interface MailingListDependencies {
  readonly port: MailingListPort;
  readonly phone: PhonePort;
}

export const mailingListMachineWith = ({ port, phone }: MailingListDependencies) =>
  mailingListMachine.provide({
    actors: { subscribe: fromPromise(({ input }: { input: MailingListSignup }) => port.subscribe(input)) },
    actions: { readPhone: readPhoneWith(phone) },
  });
