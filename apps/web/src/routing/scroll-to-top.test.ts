import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollToTop } from './scroll-to-top';

/** A window that scrolls where it is told, and animation frames run by hand at chosen times. */
function fakeWindow() {
  const page = Object.assign(new EventTarget(), {
    scrollY: 1200,
    scrollTo: ({ top }: { top: number }) => {
      page.scrollY = top;
    },
  });
  let frames: FrameRequestCallback[] = [];
  let now = 0;
  vi.stubGlobal('window', page);
  vi.stubGlobal('performance', { now: () => now });
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => {
    frames[id - 1] = () => undefined;
  });
  /** Runs the frames asked for so far, `ms` later. */
  const frameAfter = (ms: number) => {
    now += ms;
    const due = frames;
    frames = [];
    for (const frame of due) frame(now);
  };
  return { page, frameAfter };
}

describe('the glide to the top after a navigation', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reaches the top when the guest does nothing', () => {
    const { page, frameAfter } = fakeWindow();
    scrollToTop(700);
    frameAfter(16);
    expect(page.scrollY).toBeGreaterThan(0);
    for (let ms = 0; ms < 700; ms += 50) frameAfter(50);
    expect(page.scrollY).toBe(0);
  });

  it.each(['pointerdown', 'keydown', 'wheel', 'touchstart'])('stops where it is at a %s, and the page stays still', (type) => {
    const { page, frameAfter } = fakeWindow();
    scrollToTop(700);
    frameAfter(16);
    frameAfter(200);
    const where = page.scrollY;
    expect(where).toBeGreaterThan(0);
    page.dispatchEvent(new Event(type));
    for (let ms = 0; ms < 700; ms += 50) frameAfter(50);
    expect(page.scrollY).toBe(where);
  });

  it('goes at once with no duration (the guest prefers reduced motion)', () => {
    const { page } = fakeWindow();
    scrollToTop(0);
    expect(page.scrollY).toBe(0);
  });
});
