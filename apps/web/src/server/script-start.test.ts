import { describe, expect, it } from 'vitest';
import { MAIN_PICTURE_WAIT_MS, PRELOADS_PER_TASK, scriptStartHtml, takeTemplateScripts, touchStartHtml } from './script-start';

/** Where the start asks for its modules (core's routing/start-modules.ts writes it). */
const LIST = '/start-modules?for=index-1,page-3';
/** The promises of the start's list to settle: its fetch, then its JSON. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

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

  it('starts the entry and preloads the modules the site lists for the page, and only built modules', async () => {
    const html = scriptStartHtml('/assets/index-1.js', LIST, 'n0nce');
    expect(html).toMatch(/^<script type="module" nonce="n0nce">.*<\/script>$/);
    const listed = ['/assets/react-2.js', '/assets/page-3.js', 'https://elsewhere.example/x.js', 7];
    const page = runStart(html, { visibilityState: 'hidden', listed });
    expect(page.imported).toEqual(['/assets/index-1.js']);
    expect(page.fetched).toEqual([LIST]);
    await settle();
    page.runTasks();
    expect(page.preloaded).toEqual(['/assets/react-2.js', '/assets/page-3.js']);
  });

  it("starts without preloads when the site does not know the page's modules, or the list cannot be read", async () => {
    for (const listed of ['unknown', 'offline', { not: 'a list' }] as const) {
      const page = runStart(scriptStartHtml('/assets/index-1.js', LIST, 'n0nce'), { visibilityState: 'hidden', listed });
      await settle();
      page.runTasks();
      expect(page.imported).toEqual(['/assets/index-1.js']);
      expect(page.preloaded).toEqual([]);
    }
  });

  it('starts after the first frame is painted, or at once in a hidden tab, which paints none', () => {
    const visible = runStart(scriptStartHtml('/assets/index-1.js', LIST, 'n0nce'), { visibilityState: 'visible' });
    expect(visible.imported).toEqual([]);
    visible.paintFrame();
    visible.runTasks();
    expect(visible.imported).toEqual(['/assets/index-1.js']);
    expect(runStart(scriptStartHtml('/assets/index-1.js', LIST, 'n0nce'), { visibilityState: 'hidden' }).imported).toEqual([
      '/assets/index-1.js',
    ]);
  });

  it('waits for the main picture to load and be painted, once', () => {
    const page = runStart(scriptStartHtml('/assets/index-1.js', LIST, 'n0nce'), { visibilityState: 'visible', picture: 'loading' });
    page.paintFrame();
    page.runTask();
    expect(page.imported).toEqual([]);
    page.pictureEvent('load');
    expect(page.imported).toEqual([]);
    page.paintFrame();
    page.runTasks();
    expect(page.imported).toEqual(['/assets/index-1.js']);
  });

  it('starts when the main picture fails, or after MAIN_PICTURE_WAIT_MS at the latest', () => {
    const failed = runStart(scriptStartHtml('/assets/index-1.js', LIST, 'n0nce'), { visibilityState: 'visible', picture: 'loading' });
    failed.pictureEvent('error');
    failed.paintFrame();
    failed.runTask();
    expect(failed.imported).toEqual(['/assets/index-1.js']);
    const slow = runStart(scriptStartHtml('/assets/index-1.js', LIST, 'n0nce'), { visibilityState: 'visible', picture: 'loading' });
    expect(slow.timerDelays).toContain(MAIN_PICTURE_WAIT_MS);
    slow.runTasks();
    expect(slow.imported).toEqual([]);
    slow.runLaterTasks();
    expect(slow.imported).toEqual(['/assets/index-1.js']);
  });

  it('does not wait for a main picture already loaded', () => {
    const page = runStart(scriptStartHtml('/assets/index-1.js', LIST, 'n0nce'), { visibilityState: 'visible', picture: 'complete' });
    page.paintFrame();
    page.runTasks();
    expect(page.imported).toEqual(['/assets/index-1.js']);
  });

  it('adds the preload links a few per task, so no one task starts them all', async () => {
    const modules = Array.from({ length: 2 * PRELOADS_PER_TASK + 1 }, (_, i) => `/assets/m-${i}.js`);
    const page = runStart(scriptStartHtml('/assets/index-1.js', LIST, 'n0nce'), { visibilityState: 'hidden', listed: modules });
    await settle();
    const linksAfterEachTask = [page.preloaded.length];
    while (page.runTask()) linksAfterEachTask.push(page.preloaded.length);
    const perTask = linksAfterEachTask.map((links, i) => links - (linksAfterEachTask[i - 1] ?? 0));
    expect(page.preloaded).toEqual(modules);
    expect(perTask).toEqual([PRELOADS_PER_TASK, PRELOADS_PER_TASK, 1]);
  });
});

describe('touch start', () => {
  // A page drawn as though storage held neither key.
  const touch = { noOfGuests: null, bottlesIds: null };

  it('opens the dialogs open at arrival and waits for the first touch, then starts once', async () => {
    const page = runStart(touchStartHtml('/assets/index-1.js', LIST, 'n0nce', touch), {
      visibilityState: 'visible',
      listed: ['/assets/page-3.js'],
    });
    expect(page.openedDialogs).toBe(1);
    expect(page.focused).toEqual(['Start Here']);
    expect(page.hydratedMark).toBe('true');
    page.paintFrame();
    page.runTasks();
    expect(page.imported).toEqual([]);
    expect(page.listenedTo).toEqual(['pointerdown', 'touchstart', 'focusin', 'keydown', 'input', 'change']);
    expect(page.enabledControls).toBe(1);
    page.guestTouches('focusin');
    page.guestTouches('pointerdown');
    await settle();
    page.runTasks();
    expect(page.imported).toEqual(['/assets/index-1.js']);
    expect(page.fetched).toEqual([LIST]);
    expect(page.preloaded).toEqual(['/assets/page-3.js']);
  });

  it('tries again at the next touch when the app could not be loaded', async () => {
    const page = runStart(touchStartHtml('/assets/index-1.js', LIST, 'n0nce', touch), { visibilityState: 'visible', importFails: true });
    page.guestTouches('pointerdown');
    expect(page.imported).toEqual(['/assets/index-1.js']);
    await Promise.resolve();
    page.guestTouches('pointerdown');
    expect(page.imported).toEqual(['/assets/index-1.js', '/assets/index-1.js']);
    await Promise.resolve();
    page.guestTouches('keydown');
    expect(page.imported).toHaveLength(2);
    expect(page.fetched).toEqual([LIST]);
  });

  it('starts after the first paint, as other flow pages do, when storage holds a key that changes the page', () => {
    const page = runStart(touchStartHtml('/assets/index-1.js', LIST, 'n0nce', touch), {
      visibilityState: 'visible',
      stored: { bottlesIds: '[]' },
    });
    expect(page.openedDialogs).toBe(0);
    expect(page.listenedTo).toEqual([]);
    page.paintFrame();
    page.runTasks();
    expect(page.imported).toEqual(['/assets/index-1.js']);
  });

  it('waits for the touch when storage holds what the page was drawn with, and starts at once when it holds more or less', () => {
    const drawnWith = { ticketCart: '{"eventId":"e1","quantities":{"ga":2}}' };
    const same = runStart(touchStartHtml('/assets/index-1.js', LIST, 'n0nce', drawnWith), {
      visibilityState: 'visible',
      stored: drawnWith,
    });
    same.paintFrame();
    same.runTasks();
    expect(same.imported).toEqual([]);
    for (const stored of [{ ticketCart: '{"eventId":"e1","quantities":{"ga":3}}' }, {}]) {
      const other = runStart(touchStartHtml('/assets/index-1.js', LIST, 'n0nce', drawnWith), { visibilityState: 'visible', stored });
      other.paintFrame();
      other.runTasks();
      expect(other.imported).toEqual(['/assets/index-1.js']);
    }
  });

  it('writes the values it was drawn with so that no value can end the script', () => {
    const html = touchStartHtml('/assets/index-1.js', LIST, 'n0nce', { ticketCart: '</script><script>alert(1)</script>' });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('loads the page Back or Forward leads to until the app starts, but not for a move between anchors', () => {
    const page = runStart(touchStartHtml('/assets/index-1.js', LIST, 'n0nce', touch), { visibilityState: 'visible' });
    page.historyMove('/bottle-checkout');
    expect(page.reloads()).toBe(0);
    page.historyMove('/bottles');
    expect(page.reloads()).toBe(1);
    page.historyMove('/bottle-checkout');
    page.guestTouches('pointerdown');
    // The app's router answers from now on.
    page.historyMove('/bottles');
    expect(page.reloads()).toBe(1);
  });

  it('waits for the touch when storage cannot be read', () => {
    const page = runStart(touchStartHtml('/assets/index-1.js', LIST, 'n0nce', touch), { visibilityState: 'visible', stored: 'throws' });
    page.paintFrame();
    page.runTasks();
    expect(page.imported).toEqual([]);
    expect(page.openedDialogs).toBe(1);
  });
});

interface FakePage {
  readonly visibilityState: 'visible' | 'hidden';
  /** The page's main picture, if it has one. */
  readonly picture?: 'loading' | 'complete';
  /** What localStorage holds, or a storage that throws on every read. */
  readonly stored?: Record<string, string> | 'throws';
  /** The first import of the entry fails (the network dropped). */
  readonly importFails?: boolean;
  /** What the site answers for the page's modules: a JSON value, a 404 (`unknown`) or no answer (`offline`). */
  readonly listed?: unknown;
}

/** The controls drawn disabled for a guest with no script, as the touch start finds them. */
const scriptOnlyControls = '[data-starts-on-touch] [data-script-only][disabled]';

/** Runs the start script against a fake page: a frame to paint, a task queue, and what it imported and preloaded. */
function runStart(html: string, fake: FakePage) {
  const body = /^<script[^>]*>(.*)<\/script>$/.exec(html)?.[1] ?? '';
  const imported: string[] = [];
  const fetched: string[] = [];
  const preloaded: string[] = [];
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const laterTasks: (() => void)[] = [];
  const timerDelays: number[] = [];
  const pictureListeners = new Map<string, () => void>();
  const picture = fake.picture && {
    complete: fake.picture === 'complete',
    addEventListener: (type: string, listener: () => void) => pictureListeners.set(type, listener),
  };
  // One dialog open at arrival, with its first control to focus.
  const focused: string[] = [];
  let openedDialogs = 0;
  const dialog = {
    open: false,
    showModal: () => {
      dialog.open = true;
      openedDialogs += 1;
    },
    querySelector: (selector: string) => (selector === '[data-autofocus]' ? { focus: () => focused.push('Start Here') } : null),
  };
  // One control drawn disabled for a guest with no script.
  let enabledControls = 0;
  const scriptOnlyButton = { removeAttribute: (name: string) => name === 'disabled' && (enabledControls += 1) };
  const listeners = new Map<string, () => void>();
  const dataset: Record<string, string> = {};
  const document = {
    visibilityState: fake.visibilityState,
    documentElement: { dataset },
    head: { append: (link: { href: string }) => preloaded.push(link.href) },
    createElement: () => ({ href: '' }),
    querySelector: (selector: string) => (selector === 'img[fetchpriority="high"]' ? (picture ?? null) : null),
    querySelectorAll: (selector: string) =>
      selector === 'dialog[data-open-at-start]' ? [dialog] : selector === scriptOnlyControls ? [scriptOnlyButton] : [],
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  };
  const stored = fake.stored ?? {};
  const localStorage = {
    getItem: (key: string) => {
      if (stored === 'throws') throw new Error('The storage is off.');
      return stored[key] ?? null;
    },
  };
  // The tab's history: where it is, and the page loads a move to another entry caused.
  const location = { pathname: '/bottle-checkout', search: '', reload: () => (reloads += 1) };
  let reloads = 0;
  const windowListeners = new Map<string, () => void>();
  new Function(
    'document',
    'localStorage',
    'location',
    'addEventListener',
    'removeEventListener',
    'requestAnimationFrame',
    'setTimeout',
    'fetch',
    'importModule',
    body.replace('import(', 'importModule('),
  )(
    document,
    localStorage,
    location,
    (type: string, listener: () => void) => windowListeners.set(type, listener),
    (type: string, listener: () => void) => windowListeners.get(type) === listener && windowListeners.delete(type),
    (callback: () => void) => frames.push(callback),
    (callback: () => void, delay = 0) => {
      timerDelays.push(delay);
      (delay === 0 ? tasks : laterTasks).push(callback);
    },
    (url: string) => {
      fetched.push(url);
      if (fake.listed === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve({ ok: fake.listed !== 'unknown', json: () => Promise.resolve(fake.listed ?? []) });
    },
    (url: string) => {
      imported.push(url);
      return fake.importFails === true && imported.length === 1 ? Promise.reject(new Error('offline')) : Promise.resolve();
    },
  );
  const runTask = (): boolean => {
    const task = tasks.shift();
    task?.();
    return task !== undefined;
  };
  return {
    imported,
    fetched,
    preloaded,
    timerDelays,
    focused,
    openedDialogs,
    enabledControls,
    listenedTo: [...listeners.keys()],
    hydratedMark: dataset.hydrated,
    guestTouches: (type: string) => listeners.get(type)?.(),
    /** Back or Forward to an entry at this address. */
    historyMove: (pathname: string, search = '') => {
      Object.assign(location, { pathname, search });
      windowListeners.get('popstate')?.();
    },
    reloads: () => reloads,
    paintFrame: () => frames.splice(0).forEach((frame) => frame()),
    pictureEvent: (type: 'load' | 'error') => pictureListeners.get(type)?.(),
    /** Runs the timers set with a delay, as if that long had passed. */
    runLaterTasks: () => laterTasks.splice(0).forEach((task) => task()),
    runTask,
    runTasks: () => {
      while (runTask());
    },
  };
}
