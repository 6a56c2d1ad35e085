// What the XSS test watches on a page (e2e/xss.spec.ts): payload markers that ran, dialogs, script
// policy violations (a payload that reached the DOM as script, even though the policy stopped it),
// navigation away, and the rendered HTML itself: no handler attribute, no script URL, no payload script.
import { expect, type Page } from '@playwright/test';
import { builtPath } from './build-manifest';

interface Watched {
  __xssCalls: string[];
  __xssViolations: string[];
}

export async function watchForXss(page: Page): Promise<{ dialogs: string[] }> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript((sanitiser: string) => {
    const w = window as unknown as Watched & { __xss: (id: string) => void };
    w.__xssCalls = [];
    w.__xssViolations = [];
    w.__xss = (id) => w.__xssCalls.push(String(id));
    document.addEventListener('securitypolicyviolation', (e) => {
      // Chromium reports an inline handler when the sanitiser's inert parse of the venue's HTML meets one,
      // before DOMPurify removes it: no script can run there, and the audit of the live DOM below proves
      // none reached the page. Every other script violation counts.
      const sanitiserParse = e.violatedDirective === 'script-src-attr' && e.blockedURI === 'inline' && e.sourceFile.endsWith(sanitiser);
      if (!sanitiserParse) w.__xssViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber} ${e.sample}`);
    });
  }, builtPath('src/ui/sanitize-html.tsx'));
  return { dialogs };
}

/** Script-ish leftovers in the rendered page, its open shadow roots and same-origin frames excluded. */
function auditDom(): string[] {
  const found: string[] = [];
  const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background'];
  for (const el of Array.from(document.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    // The server's own scripts carry the answer's nonce (its hydration data holds the payloads as JSON);
    // structured data is JSON, never run (one element: a payload's </script> did not end it early).
    if (
      tag === 'script' &&
      !el.hasAttribute('nonce') &&
      el.getAttribute('type') !== 'application/ld+json' &&
      (el.textContent ?? '').includes('__xss')
    )
      found.push(`script ${el.outerHTML.slice(0, 120)}`);
    if (tag === 'iframe' && el.hasAttribute('srcdoc')) found.push(`iframe srcdoc ${el.outerHTML.slice(0, 120)}`);
    if (
      tag === 'base' ||
      (tag === 'meta' && /refresh/i.test(el.getAttribute('http-equiv') ?? '') && /url/i.test(el.getAttribute('content') ?? ''))
    )
      found.push(`${tag} ${el.outerHTML.slice(0, 120)}`);
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      const value = attr.value.split(String.fromCharCode(0)).join('').replace(/\s/g, '').toLowerCase();
      if (name.startsWith('on')) found.push(`${tag}[${name}] ${attr.value.slice(0, 80)}`);
      if (urlAttributes.includes(name) && /^(javascript|vbscript|data:text\/html|data:text\/javascript)/.test(value))
        found.push(`${tag}[${name}] ${attr.value.slice(0, 80)}`);
      if (name === 'style' && /expression\(|javascript:/.test(value)) found.push(`${tag}[style] ${attr.value.slice(0, 80)}`);
    }
  }
  return found;
}

/** Nothing ran, nothing was blocked, the page stayed where it was, and nothing script-like was rendered. */
export async function expectNoXss(page: Page, watched: { dialogs: string[] }, where: string, path: RegExp): Promise<void> {
  const state = await page.evaluate(() => {
    const w = window as unknown as Watched;
    return { calls: w.__xssCalls, violations: w.__xssViolations, title: document.title };
  });
  expect(state.calls, `${where}: payload markers that ran`).toEqual([]);
  expect(watched.dialogs, `${where}: dialogs`).toEqual([]);
  expect(
    state.violations.filter((v) => v.startsWith('script')),
    `${where}: script policy violations`,
  ).toEqual([]);
  expect(state.title, `${where}: title`).not.toMatch(/^p\d+$/);
  expect(new URL(page.url()).pathname, `${where}: navigated away`).toMatch(path);
  expect(await page.evaluate(auditDom), `${where}: script-like HTML rendered`).toEqual([]);
}
