import { describe, expect, it } from 'vitest';
import { PRELOADS_PER_TASK, scriptStartHtml, takeTemplateScripts } from './script-start';

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
    const page = runStart(html, 'hidden');
    page.runTasks();
    expect(page.imported).toEqual(['/assets/index-1.js']);
    expect(page.preloaded).toEqual(['/assets/react-2.js', '/assets/page-3.js']);
  });

  it('starts after the first frame is painted, or at once in a hidden tab, which paints none', () => {
    const visible = runStart(scriptStartHtml('/assets/index-1.js', [], 'n0nce'), 'visible');
    expect(visible.imported).toEqual([]);
    visible.paintFrame();
    visible.runTasks();
    expect(visible.imported).toEqual(['/assets/index-1.js']);
    expect(runStart(scriptStartHtml('/assets/index-1.js', [], 'n0nce'), 'hidden').imported).toEqual(['/assets/index-1.js']);
  });

  it('adds the preload links a few per task, so no one task starts them all', () => {
    const modules = Array.from({ length: 2 * PRELOADS_PER_TASK + 1 }, (_, i) => `/assets/m-${i}.js`);
    const page = runStart(scriptStartHtml('/assets/index-1.js', modules, 'n0nce'), 'hidden');
    const linksAfterEachTask = [page.preloaded.length];
    while (page.runTask()) linksAfterEachTask.push(page.preloaded.length);
    const perTask = linksAfterEachTask.map((links, i) => links - (linksAfterEachTask[i - 1] ?? 0));
    expect(page.preloaded).toEqual(modules);
    expect(perTask).toEqual([PRELOADS_PER_TASK, PRELOADS_PER_TASK, 1]);
  });
});

/** Runs the start script against a fake page: a frame to paint, a task queue, and what it imported and preloaded. */
function runStart(html: string, visibilityState: string) {
  const body = /^<script[^>]*>(.*)<\/script>$/.exec(html)?.[1] ?? '';
  const imported: string[] = [];
  const preloaded: string[] = [];
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const document = {
    visibilityState,
    head: { append: (link: { href: string }) => preloaded.push(link.href) },
    createElement: () => ({ href: '' }),
  };
  new Function('document', 'requestAnimationFrame', 'setTimeout', 'started', body.replace('import(', 'started('))(
    document,
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => tasks.push(callback),
    (url: string) => imported.push(url),
  );
  const runTask = (): boolean => {
    const task = tasks.shift();
    task?.();
    return task !== undefined;
  };
  return {
    imported,
    preloaded,
    paintFrame: () => frames.splice(0).forEach((frame) => frame()),
    runTask,
    runTasks: () => {
      while (runTask());
    },
  };
}
