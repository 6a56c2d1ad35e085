// Every navigation scrolls to the top (docs/product.md#routes-and-navigation), animated over a set time with an ease, or at once
// when the guest prefers reduced motion. A wheel, touch, press or key by the guest stops the animation: a guest who reaches
// for the page mid-glide gets a still page, not a control that moves away under the pointer.

let running: number | undefined;

/** What a guest does that stops the glide. */
const GUEST_TAKES_OVER = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

export const prefersReducedMotion = (): boolean => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const ease = (t: number): number => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

export function scrollToTop(durationMs: number): void {
  if (running !== undefined) cancelAnimationFrame(running);
  const from = window.scrollY;
  if (durationMs <= 0 || from === 0) {
    window.scrollTo({ top: 0, behavior: 'instant' });
    return;
  }
  const started = performance.now();
  const stop = () => {
    if (running !== undefined) cancelAnimationFrame(running);
    running = undefined;
    for (const type of GUEST_TAKES_OVER) window.removeEventListener(type, stop, true);
  };
  for (const type of GUEST_TAKES_OVER) window.addEventListener(type, stop, { capture: true, passive: true, once: true });
  const step = (now: number) => {
    const t = Math.min(1, (now - started) / durationMs);
    window.scrollTo({ top: Math.round(from * (1 - ease(t))), behavior: 'instant' });
    if (t < 1) running = requestAnimationFrame(step);
    else stop();
  };
  running = requestAnimationFrame(step);
}
