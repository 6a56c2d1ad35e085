// When a venue popup may open (docs/product.md#home): only on a page that is read, once its own delay has
// passed and the guest has done nothing for a while, never over the open chat, a form field in use or another
// dialog, and each popup at most once a visit. The page gathers the facts; this decides.
import type { Popup } from './popup.schema';

/**
 * How long the guest must have been idle (no scrolling, typing, pressing or pointing) before a popup opens:
 * long enough that a guest who is reading, choosing or writing is not interrupted mid-way.
 */
export const POPUP_IDLE_MS = 10_000;

/** More ids than any venue has popups: a stored list longer than this is cut, never trusted whole. */
const MAX_REMEMBERED = 50;

/** What the page knows right now. */
export interface PopupScene {
  /** A page the guest reads (docs/decisions.md#islands-on-content-pages), not a form, checkout or payment. */
  readonly contentPage: boolean;
  /** The support chat's panel is open. */
  readonly chatOpen: boolean;
  /** The focus is in a form field. */
  readonly fillingForm: boolean;
  /** Another dialog is open (the menu, the rewards signup, a viewer). */
  readonly dialogOpen: boolean;
  /** Since the page started: a popup's own delay counts from there. */
  readonly msSincePageStart: number;
  /** Since the guest last scrolled, typed, pressed or pointed. */
  readonly msSinceActivity: number;
}

type TimedPopup = Pick<Popup, '_id' | 'delaySeconds'>;

export type PopupDecision<P extends TimedPopup> =
  | { readonly kind: 'open'; readonly popup: P }
  /** Ask again then, with the facts of that moment. */
  | { readonly kind: 'wait'; readonly checkAgainInMs: number }
  /** Nothing will open on this page. */
  | { readonly kind: 'never' };

/** The popup to open now, or how long to wait before asking again. */
export function venuePopupDecision<P extends TimedPopup>(
  popups: readonly P[],
  shownThisVisit: ReadonlySet<string>,
  scene: PopupScene,
): PopupDecision<P> {
  if (!scene.contentPage) return { kind: 'never' };
  // The soonest due of those not seen yet; on equal delays, the venue's order.
  const next = popups
    .filter((p) => !shownThisVisit.has(p._id))
    .reduce<P | null>((a, p) => (a && a.delaySeconds <= p.delaySeconds ? a : p), null);
  if (next === null) return { kind: 'never' };
  // Leaving the chat, a field or a dialog is itself activity, so the idle wait starts again then anyway.
  if (scene.chatOpen || scene.fillingForm || scene.dialogOpen) return { kind: 'wait', checkAgainInMs: POPUP_IDLE_MS };
  const wait = Math.max(next.delaySeconds * 1000 - scene.msSincePageStart, POPUP_IDLE_MS - scene.msSinceActivity);
  return wait > 0 ? { kind: 'wait', checkAgainInMs: Math.ceil(wait) } : { kind: 'open', popup: next };
}

/** The ids kept for this visit (session storage); anything unreadable counts as none. */
export function shownPopupIds(stored: string | null): ReadonlySet<string> {
  if (stored === null) return new Set();
  try {
    const parsed: unknown = JSON.parse(stored);
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string').slice(0, MAX_REMEMBERED) : []);
  } catch {
    return new Set();
  }
}

/** What to keep once `id` has opened. */
export const withShownPopup = (shown: ReadonlySet<string>, id: string): string =>
  JSON.stringify([id, ...[...shown].filter((s) => s !== id)].slice(0, MAX_REMEMBERED));
