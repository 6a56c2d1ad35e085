import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earlyPressesScript, isHeldEvent, replayOf } from './early-presses';

describe('the inline script that holds early presses', () => {
  it('is whole JavaScript that names nothing from its module', () => {
    const script = earlyPressesScript();
    // Parses as a script of its own (a syntax error would throw here)…
    expect(() => new Function(script)).not.toThrow();
    // …and runs with only the browser's names: given a document and a window, it installs its holder.
    const listeners: string[] = [];
    const document = { addEventListener: (type: string) => listeners.push(type), removeEventListener: () => undefined };
    const window: { __islandPresses?: { held: unknown[] } } = {};
    new Function('document', 'window', 'Element', 'KeyboardEvent', script)(document, window, class {}, class {});
    expect(listeners).toEqual(['click', 'keydown', 'input']);
    expect(window.__islandPresses?.held).toEqual([]);
  });

  it("keeps no script's input events in the order, the app's read-back of the fields among them", () => {
    // The guest's own typing after a held press is kept (browser events are trusted), as e2e/gift-cards.spec.ts shows.
    const { window } = new JSDOM(`<div data-starts-on-touch><input name="amount"><button type="button">$50.00</button></div>`, {
      runScripts: 'outside-only',
    });
    window.eval(earlyPressesScript());
    const { document } = window;
    document.querySelector('button')?.dispatchEvent(new window.MouseEvent('click', { bubbles: true, cancelable: true }));
    document.querySelector('input')?.dispatchEvent(new window.Event('input', { bubbles: true }));
    const held = (window as unknown as { __islandPresses: { held: Event[] } }).__islandPresses.held;
    expect(held.map((event) => event.type)).toEqual(['click']);
  });
});

describe('which early events are held', () => {
  // The browser's classes, from a document of jsdom's, as the inline script finds them on window.
  const { window } = new JSDOM(
    `<div data-starts-on-touch><form><input name="name"><input type="checkbox" name="ok"><textarea name="message"></textarea>
    <select name="size"><option>S</option></select><button>Send</button><a href="/faq">FAQ</a></form></div><p><button>Outside</button></p>`,
  );
  const { document } = window;
  const browserNames = ['Element', 'KeyboardEvent', 'MouseEvent', 'HTMLInputElement', 'HTMLTextAreaElement', 'HTMLSelectElement'] as const;
  const saved = browserNames.map((name) => [name, (globalThis as Record<string, unknown>)[name]] as const);
  beforeAll(() => browserNames.forEach((name) => Object.assign(globalThis, { [name]: window[name] })));
  afterAll(() => saved.forEach(([name, value]) => Object.assign(globalThis, { [name]: value })));

  const key = (selector: string, key: string) => {
    const event = new window.KeyboardEvent('keydown', { key, bubbles: true });
    document.querySelector(selector)?.dispatchEvent(event);
    return event;
  };
  const click = (selector: string) => {
    const event = new window.MouseEvent('click', { bubbles: true });
    document.querySelector(selector)?.dispatchEvent(event);
    return event;
  };

  it('lets what is typed, ticked or chosen in a field reach it: the app reads it back', () => {
    for (const [selector, pressed] of [
      ['input[name=name]', ' '],
      ['input[name=name]', 'ArrowLeft'],
      ['textarea', 'Enter'],
      ['select', 'ArrowDown'],
      ['input[type=checkbox]', ' '],
    ] as const)
      expect(isHeldEvent(key(selector, pressed)), `${pressed} in ${selector}`).toBe(false);
    expect(isHeldEvent(click('input[type=checkbox]'))).toBe(false);
  });

  it('holds Enter in a one-line field, and replays it as sending the form', () => {
    const enter = key('input[name=name]', 'Enter');
    expect(isHeldEvent(enter)).toBe(true);
    const form = document.querySelector('form');
    let sent = 0;
    form?.addEventListener('submit', (event) => {
      event.preventDefault();
      sent += 1;
    });
    replayOf(enter)();
    expect(sent).toBe(1);
  });

  it('holds presses and control keys on the page, not on its links nor outside it', () => {
    expect(isHeldEvent(click('button'))).toBe(true);
    expect(isHeldEvent(key('button', 'Enter'))).toBe(true);
    expect(isHeldEvent(click('a'))).toBe(false);
    expect(isHeldEvent(key('a', 'Enter'))).toBe(false);
    expect(isHeldEvent(click('p button'))).toBe(false);
  });
});
