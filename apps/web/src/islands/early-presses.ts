// A content page loads its islands entry only after the page has loaded, so the entry's request never
// delays the page's main picture (measured: 0.3 s more LCP in Lighthouse's mobile run). Until then a
// small inline script, written at the start of the body, holds a guest's presses in islands; the
// entry replays them as it starts (islands-entry.ts). A flow page that starts at the first touch
// (`data-starts-on-touch` on its root) holds them the same way until its app has hydrated
// (app/take-over-early-input.ts). Both functions run as inline text as well as in the entry, so each is
// self-contained: no name from outside its own body.

export interface EarlyPresses {
  /** Presses and keys held, in order; on a page that starts on touch, typing after them too (holdEarlyPresses). */
  readonly held: Event[];
  readonly stop: () => void;
}

declare global {
  interface Window {
    __islandPresses?: EarlyPresses;
  }
}

/**
 * A press (not on a plain link, which navigates) or a control key inside an island, or in a page that
 * starts on touch. A field takes what is typed, pressed or chosen in it as it would with the script
 * running (the app reads it back as it starts, app/read-back-fields.ts), except Enter in a one-line
 * field: that sends its form, which only the app may do.
 */
export function isHeldEvent(event: Event): boolean {
  const target = event.target;
  if (!(target instanceof Element) || target.closest('[data-island],[data-starts-on-touch]') === null) return false;
  const field =
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement && !['button', 'submit', 'reset', 'image'].includes(target.type));
  if (field)
    return event.type === 'keydown' && event instanceof KeyboardEvent && event.key === 'Enter' && target instanceof HTMLInputElement;
  const onLink = target.closest('a[href]') !== null;
  if (event.type === 'click') return !onLink;
  if (event.type !== 'keydown' || !(event instanceof KeyboardEvent)) return false;
  if (onLink && event.key === 'Enter') return false;
  return ['Enter', ' ', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown', 'Escape'].includes(
    event.key,
  );
}

/**
 * Holds presses and keys (isHeldEvent). On a page that starts on touch, typing in a field after a held press is
 * kept in the order too (the field's `input`, not held back): the app puts what was typed back after replaying
 * that press (app/replay-held.ts), so a press that set the field (a suggested amount) does not undo it.
 */
export function holdEarlyPresses(isHeld: (event: Event) => boolean): void {
  const held: Event[] = [];
  const hold = (event: Event): void => {
    if (!isHeld(event)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(event);
  };
  // The guest's typing only: the app's own read-back of the fields sends untrusted input events.
  const mark = (event: Event): void => {
    const target = event.target;
    if (event.isTrusted && held.length > 0 && target instanceof Element && target.closest('[data-starts-on-touch]') !== null)
      held.push(event);
  };
  document.addEventListener('click', hold, true);
  document.addEventListener('keydown', hold, true);
  document.addEventListener('input', mark, true);
  const stop = (): void => {
    document.removeEventListener('click', hold, true);
    document.removeEventListener('keydown', hold, true);
    document.removeEventListener('input', mark, true);
  };
  window.__islandPresses = { held, stop };
}

/** The inline script's text (server/render-page.tsx writes it with the page's nonce). */
export const earlyPressesScript = (): string => `(${holdEarlyPresses.toString()})(${isHeldEvent.toString()})`;

/**
 * What replays a held press or key once its code answers: a press clicks its target again; Enter or
 * Space on a button is a press (the browser would have clicked it); Enter in a field sends its form;
 * Escape in a dialog cancels it (a held Escape never reached the dialog); any other key is sent again
 * to its target.
 */
export function replayOf(event: Event): () => void {
  const target = event.target;
  if (!(target instanceof Element)) return () => undefined;
  if (!(event instanceof KeyboardEvent))
    return () => target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
  const button = target.closest('button');
  const dialog = target.closest('dialog');
  if ((event.key === 'Enter' || event.key === ' ') && button !== null) return () => button.click();
  // Enter in a one-line field sends its form, as the browser would have.
  if (event.key === 'Enter' && target instanceof HTMLInputElement) return () => target.form?.requestSubmit();
  const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
  const sendKey = () =>
    target.dispatchEvent(new KeyboardEvent('keydown', { key, code, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true }));
  // The key first: React hydrates the part it lands in at once, and only a hydrated dialog hears its cancel.
  if (event.key === 'Escape' && dialog !== null)
    return () => {
      sendKey();
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    };
  return sendKey;
}
