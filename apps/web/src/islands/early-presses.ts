// A content page loads its islands entry only after the page has loaded, so the entry's request never
// delays the page's main picture (measured: 0.3 s more LCP in Lighthouse's mobile run). Until then a
// small inline script, written at the start of the body, holds a guest's presses in islands; the
// entry replays them as it starts (islands-entry.ts). Both functions run as inline text as well as in
// the entry, so each is self-contained: no name from outside its own body.

export interface EarlyPresses {
  readonly held: Event[];
  readonly stop: () => void;
}

declare global {
  interface Window {
    __islandPresses?: EarlyPresses;
  }
}

/** A press (not on a plain link, which navigates) or a control key inside an island (`[data-island]`). */
export function isHeldEvent(event: Event): boolean {
  const target = event.target;
  if (!(target instanceof Element) || target.closest('[data-island]') === null) return false;
  const onLink = target.closest('a[href]') !== null;
  if (event.type === 'click') return !onLink;
  if (event.type !== 'keydown' || !(event instanceof KeyboardEvent)) return false;
  if (onLink && event.key === 'Enter') return false;
  return ['Enter', ' ', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown', 'Escape'].includes(
    event.key,
  );
}

export function holdEarlyPresses(isHeld: (event: Event) => boolean): void {
  const held: Event[] = [];
  const hold = (event: Event): void => {
    if (!isHeld(event)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(event);
  };
  document.addEventListener('click', hold, true);
  document.addEventListener('keydown', hold, true);
  const stop = (): void => {
    document.removeEventListener('click', hold, true);
    document.removeEventListener('keydown', hold, true);
  };
  window.__islandPresses = { held, stop };
}

/** The inline script's text (server/render-page.tsx writes it with the page's nonce). */
export const earlyPressesScript = (): string => `(${holdEarlyPresses.toString()})(${isHeldEvent.toString()})`;
