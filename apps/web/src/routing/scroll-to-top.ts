// Every navigation scrolls to the top (docs/product.md#routes-and-navigation), animated over a set time with an ease, or at once
// when the guest prefers reduced motion. A wheel or touch by the guest stops the animation.

let running: number | undefined;

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
    window.removeEventListener('wheel', stop);
    window.removeEventListener('touchstart', stop);
  };
  window.addEventListener('wheel', stop, { passive: true, once: true });
  window.addEventListener('touchstart', stop, { passive: true, once: true });
  const step = (now: number) => {
    const t = Math.min(1, (now - started) / durationMs);
    window.scrollTo({ top: Math.round(from * (1 - ease(t))), behavior: 'instant' });
    if (t < 1) running = requestAnimationFrame(step);
    else stop();
  };
  running = requestAnimationFrame(step);
}
