import { describe, expect, it } from 'vitest';
import { earlyPressesScript } from './early-presses';

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
    expect(listeners).toEqual(['click', 'keydown']);
    expect(window.__islandPresses?.held).toEqual([]);
  });
});
