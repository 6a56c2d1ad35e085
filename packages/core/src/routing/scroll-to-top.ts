// Every navigation scrolls to the top (docs/product.md#routes-and-navigation); the web app animates with these durations.
export const SCROLL_TO_TOP_MS = 800;
export const SCROLL_TO_TOP_ON_ROUTE_CHANGE_MS = 700;

/**
 * How long the scroll to the top animates: 700 ms when the page (path) changes, 800 ms for any
 * other navigation, 0 (instant) when the guest prefers reduced motion.
 */
export function scrollToTopDuration(previousPath: string | null, nextPath: string, reducedMotion: boolean): number {
  if (reducedMotion) return 0;
  return previousPath !== null && previousPath !== nextPath ? SCROLL_TO_TOP_ON_ROUTE_CHANGE_MS : SCROLL_TO_TOP_MS;
}
