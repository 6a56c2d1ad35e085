// Checks the page tests share: what the console said, whether the page fits a narrow phone, and
// whether the page has hydrated (so its forms answer in the browser, not as plain HTML forms).
import { expect, type Page } from '@playwright/test';

/** Console errors and warnings (hydration mismatches among them) while the page is open. */
export function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * The page fits this width: nothing makes it scroll sideways. Right after a resize the page is still laying
 * itself out for the new width (measured: 348 px wide for a moment at 320 on the reservation page), so the
 * check waits for it to settle; a page that never fits fails.
 */
export async function expectFitsWidth(page: Page, width: number, height = 800): Promise<void> {
  await page.setViewportSize({ width, height });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

export const hydrated = (page: Page) => expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);

/** The script files the page asks for, by path, from now on. */
export function scriptsAskedFor(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') asked.push(new URL(request.url()).pathname);
  });
  return asked;
}

/**
 * A page that starts at the first touch: `arrive` loads it (a visit, a reload), and once the network is idle
 * it has asked for no script file. Answers the scripts it asks for from then on, for what the touch loads.
 */
export async function arrivesWithoutScript(page: Page, arrive: () => Promise<unknown>): Promise<string[]> {
  const asked = scriptsAskedFor(page);
  await arrive();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  return asked;
}

/** The app's entry file among the paths asked for. */
export const appEntry = (path: string) => /^\/assets\/index-[\w-]+\.js$/.test(path);

/**
 * A page that starts at the first touch answers before its app runs (docs/decisions.md#flow-pages-that-start-at-the-first-touch);
 * a check that needs the app itself (a client navigation) starts it as a guest's touch would and waits for it.
 */
export async function appStarted(page: Page): Promise<void> {
  await hydrated(page);
  await page.locator('#root').dispatchEvent('pointerdown');
  await page.waitForFunction(() => !('__islandPresses' in window) && document.querySelector('#root > *') !== null);
}

/** After a client navigation the page glides to the top (docs/product.md#routes-and-navigation); checks wait until it is there. */
export async function scrolledToTop(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
}
