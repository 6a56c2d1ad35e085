// Supplies the mailing list machine's effect from its port, at the edge.
import { fromPromise } from 'xstate';
import { mailingListMachine } from './mailing-list.machine';
import type { MailingListSignup } from './mailing-list.schema';
import type { MailingListPort } from './mailing-list.port';

export const mailingListMachineWith = (port: MailingListPort) =>
  mailingListMachine.provide({
    actors: { subscribe: fromPromise(({ input }: { input: MailingListSignup }) => port.subscribe(input)) },
  });
