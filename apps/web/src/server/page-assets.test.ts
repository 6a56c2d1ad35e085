import { describe, expect, it } from 'vitest';
import { inlineEntryStyles, keysOfChunks, pageScripts, pageStyles, type Manifest } from './page-assets';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], css: ['assets/index.css'] },
  '_react.js': { file: 'assets/react.js' },
  'src/pages/menu-page.tsx': { file: 'assets/menu-page.js', imports: ['_react.js', '_card.js'], css: ['assets/menu-page.css'] },
  '_card.js': { file: 'assets/card.js', css: ['assets/card.css'] },
  'src/app/start-app.tsx': { file: 'assets/start-app.js', imports: ['_react.js'] },
};
const stylesheets = {
  'assets/index.css': 'body{color:red}',
  'assets/menu-page.css': '.menu{margin:0}',
  'assets/card.css': '.card::after{content:"</style>"}',
};

describe('page assets', () => {
  it("writes the entry's stylesheets into the template, with a disabled link so no later chunk fetches them again", () => {
    const template = '<head><link rel="stylesheet" crossorigin href="/assets/index.css"></head>';
    expect(inlineEntryStyles(template, stylesheets)).toBe(
      '<head><style data-href="/assets/index.css">body{color:red}</style>\n    <link rel="stylesheet" crossorigin href="/assets/index.css" disabled></head>',
    );
  });

  it("inlines a page's styles, with a disabled link Vite's loader recognises, and lists its scripts beyond the entry's", () => {
    expect(pageScripts(manifest, ['src/pages/menu-page.tsx'])).toEqual(['/assets/start-app.js', '/assets/menu-page.js', '/assets/card.js']);
    const styles = pageStyles(manifest, ['src/pages/menu-page.tsx'], stylesheets);
    expect(styles).toContain('<style data-href="/assets/menu-page.css">.menu{margin:0}</style>');
    expect(styles).toContain('<link rel="stylesheet" crossorigin href="/assets/menu-page.css" disabled>');
    expect(styles).not.toContain('index.css');
  });

  it('reads the chunks a page names back to their manifest keys, and knows no chunk of another build', () => {
    expect(keysOfChunks(manifest, ['/assets/index.js', '/assets/menu-page.js'])).toEqual(['index.html', 'src/pages/menu-page.tsx']);
    expect(keysOfChunks(manifest, ['/assets/index.js', '/assets/other-build.js'])).toBeNull();
  });

  it('never lets a stylesheet end its style element early', () => {
    const styles = pageStyles(manifest, ['src/pages/menu-page.tsx'], stylesheets);
    expect(styles).toContain('content:"<\\/style>"');
    expect(styles.match(/<\/style>/g)).toHaveLength(2);
  });

  it("puts the app start's styles (the shell's) before the page's, and its scripts in the list", () => {
    const withStart: Manifest = {
      ...manifest,
      'src/app/start-app.tsx': { file: 'assets/start-app.js', imports: ['_react.js'], css: ['assets/start-app.css'] },
    };
    const styles = pageStyles(withStart, ['src/pages/menu-page.tsx'], { ...stylesheets, 'assets/start-app.css': '.shell{}' });
    expect(pageScripts(withStart, ['src/pages/menu-page.tsx'])).toEqual([
      '/assets/start-app.js',
      '/assets/menu-page.js',
      '/assets/card.js',
    ]);
    expect(styles.indexOf('start-app.css')).toBeLessThan(styles.indexOf('menu-page.css'));
  });

  it("finds the app start's styles when the bundler merged shared modules into its chunk, and refuses a build without it", () => {
    const { 'src/app/start-app.tsx': _own, ...others } = manifest;
    const merged: Manifest = {
      ...others,
      '_Cc7.js': { file: 'assets/Cc7.js', name: 'start-app', imports: ['_react.js'], css: ['assets/shell.css'] },
    };
    const styles = pageStyles(merged, ['src/pages/menu-page.tsx'], { ...stylesheets, 'assets/shell.css': '.launcher{}' });
    expect(styles).toContain('<style data-href="/assets/shell.css">.launcher{}</style>');
    expect(() => pageStyles(others, ['src/pages/menu-page.tsx'], stylesheets)).toThrow(/start-app/);
  });

  it('links a stylesheet whose text it does not have', () => {
    const styles = pageStyles(manifest, ['src/pages/menu-page.tsx'], {});
    expect(styles).toContain('<link rel="stylesheet" crossorigin href="/assets/menu-page.css">');
    expect(styles).not.toContain('<style');
  });
});
