// The site in the venue's languages (docs/product.md#languages), on a backend of its own whose venue (the demo,
// written in English) speaks English first, then French, Hebrew and the tests' pseudo-language: every route in
// each, with its language, direction and alternates; / following the browser until the guest chooses; the
// switcher; every word of every page in the pseudo-language from a catalog.
import { expect, test, type Page } from '@playwright/test';
import { everyRoute } from './every-route';
import { FIRST_ROUND_TRIP_BYTES, firstAnswer } from './first-answer';
import { startOwnBackend, type OwnBackend } from './own-backend';
import { hydrated } from './page-checks';
import { expectAccessible } from './support';

let backend: OwnBackend;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  backend = await startOwnBackend({ VENUE_LANGUAGES: 'en,fr,he,en-XA' });
});

test.afterAll(async () => {
  test.setTimeout(120_000);
  await backend?.stop();
});

const prefixed = (prefix: string, path: string) => (path === '/' ? prefix || '/' : `${prefix}${path}`);

test("every route in each language: its language and direction, its own address, the others' as alternates, its first answer within the first round trip", async () => {
  test.setTimeout(180_000);
  const languages = [
    { prefix: '', lang: 'en', dir: 'ltr' },
    { prefix: '/fr', lang: 'fr', dir: 'ltr' },
    { prefix: '/he', lang: 'he', dir: 'rtl' },
  ];
  for (const path of everyRoute.filter((p) => !p.startsWith('/view/'))) {
    for (const { prefix, lang, dir } of languages) {
      const address = prefixed(prefix, path);
      const page = await firstAnswer(`${backend.baseURL}${address}`);
      expect(page.status, address).toBeLessThan(500);
      if (page.status >= 300 && page.status < 400) continue;
      // The page paints from its first answer: past the first round trip, a round trip later (docs/performance.md#first-paint).
      expect(page.bytes, address).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
      const html = page.text;
      expect(html, address).toContain(`<html lang="${lang}" dir="${dir}">`);
      const routePath = path.split('?', 1)[0] ?? path;
      expect(html, address).toContain(
        `<link rel="alternate" hreflang="x-default" href="${backend.baseURL}${routePath === '/' ? '/' : routePath}`,
      );
      expect(html, address).toContain(`hreflang="he" href="${backend.baseURL}${prefixed('/he', routePath)}`);
    }
  }
});

test("/ follows the browser's language until the guest chooses one with the switcher, which keeps the page", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: backend.baseURL, locale: 'he-IL' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(`${backend.baseURL}/he`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.goto('/he/events');
  await hydrated(page);
  const switcher = page.getByRole('navigation', { name: 'שפה' });
  await expect(switcher.getByRole('link', { name: 'עברית' })).toHaveAttribute('aria-current', 'page');
  await switcher.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(`${backend.baseURL}/fr/events`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // The choice is kept: the home page follows it, no longer the browser's Hebrew.
  await page.goto('/');
  await expect(page).toHaveURL(`${backend.baseURL}/fr`);
  await page.getByRole('navigation', { name: 'Langue' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(`${backend.baseURL}/`);
  await page.goto('/');
  await expect(page).toHaveURL(`${backend.baseURL}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});

test('a flow stays in its language from page to page, and a Hebrew page reads right to left with no axe violation', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: backend.baseURL });
  const page = await context.newPage();
  await page.goto('/he/bottles');
  await hydrated(page);
  await page.keyboard.press('Escape');
  await page
    .getByRole('navigation', { name: /.+/ })
    .first()
    .getByRole('link', { name: /FAQ|שאלות/ })
    .first()
    .click();
  await expect(page).toHaveURL(`${backend.baseURL}/he/faq`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectAccessible(page);
  await context.close();
});

test('the sitemap names every page in each language, and robots keep the private flows out in each', async ({ request }) => {
  const sitemap = await (await request.get(`${backend.baseURL}/sitemap.xml`)).text();
  expect(sitemap).toContain(`<loc>${backend.baseURL}/he/events</loc>`);
  expect(sitemap).toContain(`hreflang="x-default" href="${backend.baseURL}/events"`);
  const robots = await (await request.get(`${backend.baseURL}/robots.txt`)).text();
  expect(robots).toContain('Disallow: /he/payment/');
  expect(robots).toContain('Disallow: /payment/');
});

/**
 * Words on the page outside the pseudo-language's marks: text and the text attributes a guest hears or reads,
 * except the venue's own content, marked with its language (docs/product.md#languages).
 */
function englishLeftOn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const left: string[] = [];
    const pageLanguage = document.documentElement.lang;
    // Brand names that are words of no language (Instagram) are marked translate="no" instead.
    const isVenueContent = (element: Element) => {
      const marked = element.closest('[lang]');
      const venue = marked !== null && marked !== document.documentElement && marked.getAttribute('lang') !== pageLanguage;
      return venue || element.closest('[translate="no"]') !== null;
    };
    const english = (text: string) => /[A-Za-z]{3,}/.test(text.replace(/⟦[^⟧]*⟧/g, ' '));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('script, style, noscript, template') || isVenueContent(element)) continue;
      if (english(node.textContent ?? ''))
        left.push(`text "${(node.textContent ?? '').trim().slice(0, 60)}" in <${element.tagName.toLowerCase()}>`);
    }
    for (const attribute of ['aria-label', 'alt', 'title', 'placeholder', 'aria-description']) {
      for (const element of document.body.querySelectorAll(`[${attribute}]`)) {
        const value = element.getAttribute(attribute) ?? '';
        if (!isVenueContent(element) && english(value))
          left.push(`${attribute}="${value.slice(0, 60)}" on <${element.tagName.toLowerCase()}>`);
      }
    }
    return left;
  });
}

/**
 * Elements whose own text is cut: wider than the box that clips it. Not text for screen readers only (a 1 px
 * box, the visually hidden pattern), nor an element marked `data-clips-by-design` (its comment says why).
 */
function cutTextOn(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll('*')]
      .filter((element) => [...element.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== ''))
      .filter((element) => !element.closest('[data-clips-by-design]') && element.clientWidth > 1)
      .filter((element) => {
        const style = getComputedStyle(element);
        const clips = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
        return clips && element.scrollWidth > element.clientWidth + 1 && element.getClientRects().length > 0;
      })
      .map((element) => `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 60)}"`),
  );
}

test('every route in the pseudo-language: no English word left outside the catalogs, nothing cut or too wide on a 320 px phone', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const context = await browser.newContext({ baseURL: backend.baseURL, viewport: { width: 320, height: 720 } });
  const page = await context.newPage();
  const problems: string[] = [];
  for (const path of everyRoute.filter((p) => !p.startsWith('/view/'))) {
    const address = prefixed('/en-XA', path);
    // The server's page is what is read: content pages' islands draw the same words, flow pages wait for a touch.
    await page.goto(address);
    problems.push(...(await englishLeftOn(page)).map((p) => `${address}: ${p}`));
    problems.push(...(await cutTextOn(page)).map((p) => `${address}: cut ${p}`));
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 320) problems.push(`${address}: ${width} px wide`);
  }
  expect(problems).toEqual([]);
  await context.close();
});
