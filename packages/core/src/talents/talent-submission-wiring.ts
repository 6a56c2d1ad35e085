// Supplies the talent submission machine's effects at the edge: the port and the router.
import { fromPromise } from 'xstate';
import { talentSubmissionMachine } from './talent-submission.machine';
import type { TalentSubmission } from './talent-submission.schema';
import type { TalentSubmissionPort } from './talent-submission.port';

export interface TalentSubmissionDependencies {
  readonly port: TalentSubmissionPort;
  readonly navigate: (href: string) => void;
}

export const talentSubmissionMachineWith = ({ port, navigate }: TalentSubmissionDependencies) =>
  talentSubmissionMachine.provide({
    actors: { submit: fromPromise(({ input }: { input: TalentSubmission }) => port.submit(input)) },
    actions: { navigate: (_, { to }) => navigate(to) },
  });
