import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyPresses, isHeldEvent } from '../islands/early-presses';

// The typed fields are read back elsewhere (read-back-fields.ts); here only the order of presses matters.
vi.mock('./read-back-fields', () => ({ hydrateKeepingTyped: (_root: unknown, hydrateNow: () => void) => hydrateNow() }));
// The app's start brings React DOM, which needs a whole browser; its next task is a timer's.
vi.mock('./start-app', () => ({ nextTask: () => new Promise((resolve) => setTimeout(resolve, 0)) }));

describe('taking over the presses held before the app', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers a press made while the app hydrates after the presses held before it, in order', async () => {
    const { window } = new JSDOM(
      '<div id="root" data-starts-on-touch><button id="more">One more</button><button id="out">Check out</button></div>',
    );
    for (const name of [
      'window',
      'document',
      'Element',
      'HTMLInputElement',
      'HTMLTextAreaElement',
      'HTMLSelectElement',
      'KeyboardEvent',
      'MouseEvent',
    ])
      vi.stubGlobal(name, window[name as keyof typeof window]);
    const { document } = window;
    const answered: string[] = [];
    // The app's own handler, as React's would be once hydrated: it sees a press only if nothing held it.
    const hydrateNow = () =>
      document.getElementById('root')?.addEventListener('click', (event) => answered.push((event.target as Element).id));
    const press = (id: string) =>
      document.getElementById(id)?.dispatchEvent(new window.MouseEvent('click', { bubbles: true, cancelable: true }));

    holdEarlyPresses(isHeldEvent);
    press('more');
    press('more');
    const { takeOverEarlyInput } = await import('./take-over-early-input');
    const done = takeOverEarlyInput(document.getElementById('root') as HTMLElement, hydrateNow);
    // Hydrated, the held presses not yet answered: a new press waits its turn.
    press('out');
    expect(answered).toEqual([]);
    await done;
    expect(answered).toEqual(['more', 'more', 'out']);
    expect('__islandPresses' in window).toBe(false);
    // From now on a press goes straight to the app.
    press('out');
    expect(answered).toEqual(['more', 'more', 'out', 'out']);
  });
});
