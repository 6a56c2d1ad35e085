import { describe, expect, it } from 'vitest';
import { scriptStartHtml, takeTemplateScripts } from './script-start';

const template = `<head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-2.js">
    <style>a{}</style>
  </head>`;

describe('script start', () => {
  it("takes the entry script and its preloads out of the template's head", () => {
    const taken = takeTemplateScripts(template);
    expect(taken.entry).toBe('/assets/index-1.js');
    expect(taken.preloads).toEqual(['/assets/react-2.js']);
    expect(taken.template).not.toMatch(/script|modulepreload/);
    expect(taken.template).toContain('<style>a{}</style>');
  });

  it('refuses a template without an entry script', () => {
    expect(() => takeTemplateScripts('<head></head>')).toThrow(/entry script/);
  });

  it('starts the entry, preloading each module once', () => {
    const html = scriptStartHtml('/assets/index-1.js', ['/assets/react-2.js', '/assets/page-3.js', '/assets/react-2.js'], 'n0nce');
    expect(html).toMatch(/^<script type="module" nonce="n0nce">.*<\/script>$/);
    expect(html).toContain('["/assets/react-2.js","/assets/page-3.js"]');
    expect(html).toContain('import("/assets/index-1.js")');
  });

  it('starts after the first frame is painted, or at once in a hidden tab, which paints none', () => {
    const html = scriptStartHtml('/assets/index-1.js', [], 'n0nce');
    const body = /^<script[^>]*>(.*)<\/script>$/.exec(html)?.[1] ?? '';
    const run = (visibilityState: string) => {
      const calls: string[] = [];
      const frames: (() => void)[] = [];
      const document = { visibilityState, head: { append: () => undefined }, createElement: () => ({}) };
      const requestAnimationFrame = (callback: () => void) => frames.push(callback);
      const setTimeout = (callback: () => void) => callback();
      const started = (url: string) => calls.push(url);
      new Function('document', 'requestAnimationFrame', 'setTimeout', 'started', body.replace('import(', 'started('))(
        document,
        requestAnimationFrame,
        setTimeout,
        started,
      );
      return { calls, frames };
    };
    const visible = run('visible');
    expect(visible.calls).toEqual([]);
    visible.frames.forEach((frame) => frame());
    expect(visible.calls).toEqual(['/assets/index-1.js']);
    expect(run('hidden').calls).toEqual(['/assets/index-1.js']);
  });
});
