// Supplies the talent submission machine's effects at the edge: the port, the phone rules and the router.
import { fromPromise } from 'xstate';
import { readPhoneWith } from '../forms/phone-reading';
import type { PhonePort } from '../ports/phone.port';
import { talentSubmissionMachine } from './talent-submission.machine';
import type { TalentSubmission } from './talent-submission.schema';
import type { TalentSubmissionPort } from './talent-submission.port';

export interface TalentSubmissionDependencies {
  readonly port: TalentSubmissionPort;
  readonly phone: PhonePort;
  readonly navigate: (href: string) => void;
}

export const talentSubmissionMachineWith = ({ port, phone, navigate }: TalentSubmissionDependencies) =>
  talentSubmissionMachine.provide({
    actors: { submit: fromPromise(({ input }: { input: TalentSubmission }) => port.submit(input)) },
    actions: { readPhone: readPhoneWith(phone), navigate: (_, { to }) => navigate(to) },
  });
