// Supplies the bottle flow's effects at the edge (the web app, the replay CLI): storage and the router.
// What storage kept of an earlier visit is read here, for the page to resume the flow from.
import type { StoragePort } from '../ports/storage.port';
import { bottleFlowMachine } from './bottle-flow.machine';
import { loadBottleDraft, saveBottleSelection, type BottleDraft } from './bottle-storage';

export interface BottleFlowDependencies {
  readonly storage: StoragePort;
  readonly navigate: (href: string) => void;
}

/**
 * What storage kept of an earlier visit, or nothing when it kept no choice and no bottle: the page drawn
 * without storage (on the server, and in the browser as it hydrates) is then already the guest's page.
 */
export function storedBottleDraft(storage: StoragePort): BottleDraft | undefined {
  const draft = loadBottleDraft(storage);
  const chosen = draft.guests !== null || draft.date !== null || draft.time !== null || Object.keys(draft.cart).length > 0;
  return chosen ? draft : undefined;
}

export const bottleFlowWith = ({ storage, navigate }: BottleFlowDependencies) =>
  bottleFlowMachine.provide({
    actions: {
      storeSelection: (_, { selection, quote }) => saveBottleSelection(storage, selection, quote),
      navigate: (_, { to }) => navigate(to),
    },
  });
