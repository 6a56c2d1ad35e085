// A flow page that starts at the first touch holds the guest's presses and keys from its first paint
// (islands/early-presses.ts) until its app runs: they are replayed here, in order, once the app has
// begun to hydrate. React hydrates the part a press lands in at once, then answers it.
import { replayOf } from '../islands/early-presses';

export function replayEarlyPresses(): void {
  const early = window.__islandPresses;
  if (early === undefined) return;
  early.stop();
  delete window.__islandPresses;
  for (const event of early.held) replayOf(event)();
}
