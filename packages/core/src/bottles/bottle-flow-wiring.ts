// Supplies the bottle flow's effects at the edge (the web app, the replay CLI): storage and the router.
// What storage kept of an earlier visit is read here, into the input.
import type { StoragePort } from '../ports/storage.port';
import { bottleFlowMachine, type BottleFlowInput } from './bottle-flow.machine';
import { loadBottleDraft, saveBottleSelection } from './bottle-storage';

export interface BottleFlowDependencies {
  readonly storage: StoragePort;
  readonly navigate: (href: string) => void;
}

export const bottleFlowInputFrom = (storage: StoragePort, page: Omit<BottleFlowInput, 'stored'>): BottleFlowInput => ({
  ...page,
  stored: loadBottleDraft(storage),
});

export const bottleFlowWith = ({ storage, navigate }: BottleFlowDependencies) =>
  bottleFlowMachine.provide({
    actions: {
      storeSelection: (_, { selection, quote }) => saveBottleSelection(storage, selection, quote),
      navigate: (_, { to }) => navigate(to),
    },
  });
