// Checks that nothing a guest needs is in the way (docs/decisions.md#nothing-under-the-chat-launcher): the chat
// launcher's box against every button, field, link and figure of the page, and how much the layout shifted.
import { expect, type Page } from '@playwright/test';

/** The phone of issue 40's walk-through, and the size the review screenshots use (support.ts). */
export const phoneViewport = { width: 390, height: 844 } as const;

/**
 * No visible button, field, link, table row, figure or status line of the page lies under the chat launcher (a text by
 * where its words are drawn, a control by its whole box). First the
 * first screen as the guest sees it, before any scrolling: everything in view, the header's own buttons too (on a
 * phone's flow page the launcher sits in the header). Then, from the top of the page down, each where the guest sees
 * it: left where it is when it is already in view, else scrolled to as the browser scrolls to a focused field (and
 * Playwright before a click), which counts the page's scroll padding (app/root-layout.module.css) as out of view; what
 * sits in a bar at the foot of the screen is checked where it stays. While a modal dialog is open the launcher is
 * under it and the rest of the page is inert: nothing to compare.
 */
export async function expectNothingUnderLauncher(page: Page): Promise<void> {
  const covered = await page.evaluate(() => {
    const launcher = document.querySelector('button[aria-label="Chat with us"], button[aria-controls="chat-panel"]');
    if (launcher === null || document.querySelector('dialog:modal') !== null) return null;
    const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const wanted =
      'header :is(a, button), main :is(button, input, select, textarea, a, tr, dt, dd, [role="status"]), footer :is(a, button, tr, p)';
    const shown = [...document.querySelectorAll(wanted)].filter(
      (element) =>
        element.closest('#chat-panel') === null &&
        element.checkVisibility({ visibilityProperty: true }) &&
        // Visually hidden helpers (a 1 px box) are read out, not seen.
        element.getBoundingClientRect().width > 1 &&
        element.getBoundingClientRect().height > 1,
    );
    const found: string[] = [];
    // A control is covered where its box is (the whole box takes a tap); a text, a row or a figure where its words
    // and children are drawn, so a short line in a wide cell beside the corner is not counted as under it.
    const drawnBoxes = (element: Element): DOMRect[] => {
      if (element.matches('button, input, select, textarea, a')) return [element.getBoundingClientRect()];
      const contents = document.createRange();
      contents.selectNodeContents(element);
      return [...contents.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
    };
    const check = (element: Element, when: string) => {
      const box = element.getBoundingClientRect();
      if (!drawnBoxes(element).some((drawn) => overlaps(drawn, launcher.getBoundingClientRect()))) return;
      const name = element.getAttribute('aria-label') ?? element.textContent?.replace(/\s+/g, ' ').trim().slice(0, 60) ?? '';
      found.push(
        `${when}: ${element.tagName.toLowerCase()} "${name}" at ${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}x${Math.round(box.height)}`,
      );
    };
    const start = window.scrollY;
    window.scrollTo({ top: 0, behavior: 'instant' });
    for (const element of shown) check(element, 'first screen');
    for (const element of shown) {
      // Chromium's own: to the middle, only when not yet whole in view.
      (element as Element & { scrollIntoViewIfNeeded: (centerIfNeeded: boolean) => void }).scrollIntoViewIfNeeded(true);
      check(element, 'scrolled to');
    }
    window.scrollTo({ top: start, behavior: 'instant' });
    return { launcher: launcher.getBoundingClientRect().toJSON() as unknown, found };
  });
  if (covered === null) return;
  expect(covered.found, `under the launcher at ${JSON.stringify(covered.launcher)}`).toEqual([]);
}

/**
 * The open chat panel shows whole beside its launcher (now its close button), wherever the launcher sits: in the corner
 * or, on a phone's flow page, in the header. Each of the panel's headings, buttons, links and fields is in the window and
 * none is under the close button.
 */
export async function expectChatPanelClear(page: Page): Promise<void> {
  const problems = await page.evaluate(() => {
    // The launcher itself (the panel's header has a close button of its own).
    const close = document.querySelector('button[aria-controls="chat-panel"]');
    const panel = document.querySelector('#chat-panel');
    if (close === null || panel === null) return ['no open chat panel with its close button'];
    const corner = close.getBoundingClientRect();
    const found: string[] = [];
    for (const element of panel.querySelectorAll('h2, button, a, input, textarea, select')) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const name = element.getAttribute('aria-label') ?? element.textContent?.replace(/\s+/g, ' ').trim().slice(0, 60) ?? '';
      const under = box.left < corner.right && corner.left < box.right && box.top < corner.bottom && corner.top < box.bottom;
      const outside = box.top < 0 || box.left < 0 || box.right > window.innerWidth || box.bottom > window.innerHeight;
      if (under || outside)
        found.push(`${element.tagName.toLowerCase()} "${name}" ${under ? 'under the close button' : 'out of the window'}`);
    }
    return found;
  });
  expect(problems).toEqual([]);
}

/** The page's cumulative layout shift so far (as Lighthouse counts it: shifts right after an input left out). */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => {
    // Buffered entries go to the observer's records at once (Performance Timeline, observe()), so they can be taken now.
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: 'layout-shift', buffered: true });
    const shifts = observer.takeRecords() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
    observer.disconnect();
    return shifts.filter((s) => !s.hadRecentInput).reduce((sum, s) => sum + s.value, 0);
  });
}
