// Supplies the bottle flow's effects at the edge (the web app, the replay CLI): storage and the router.
import type { StoragePort } from '../ports/storage.port';
import { bottleFlowMachine } from './bottle-flow.machine';
import { saveBottleSelection } from './bottle-storage';

export interface BottleFlowDependencies {
  readonly storage: StoragePort;
  readonly navigate: (href: string) => void;
}

export const bottleFlowWith = ({ storage, navigate }: BottleFlowDependencies) =>
  bottleFlowMachine.provide({
    actions: {
      storeSelection: (_, { selection, quote }) => saveBottleSelection(storage, selection, quote),
      navigate: (_, { to }) => navigate(to),
    },
  });
