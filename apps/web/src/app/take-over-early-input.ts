// A flow page that starts at the first touch takes the guest's input from its first paint, before its
// app runs (docs/decisions.md#flow-pages-that-start-at-the-first-touch): its fields keep what is typed in
// them, and its presses and keys are held (islands/early-presses.ts). The app hydrates in one go, with
// the fields read back into their components, then the held presses are replayed in order, typing that
// came after one of them kept (replay-held.ts): a form sent by a held press sends what the guest typed.
import { hydrateKeepingTyped } from './read-back-fields';
import { replayHeld } from './replay-held';
import { nextTask } from './start-app';

export async function takeOverEarlyInput(root: HTMLElement, hydrateNow: () => void): Promise<void> {
  const early = window.__islandPresses;
  hydrateKeepingTyped(root, hydrateNow);
  // The fields' new values rendered first, so a held press on a form's button sends them. Presses keep
  // being held meanwhile: one let through now would be answered before those held earlier (a Check out
  // before the two steppers pressed ahead of it, which then found the cart empty).
  await nextTask();
  early?.stop();
  delete window.__islandPresses;
  // In the same task as the stop: no press can come between the held ones and what follows them.
  replayHeld(early?.held ?? []);
}
