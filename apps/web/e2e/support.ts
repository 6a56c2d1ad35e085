// Shared steps of the browser tests: accessibility checks and review screenshots.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** No axe violation for WCAG 2.0/2.1/2.2 A and AA (embedded third-party frames excluded). */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).exclude('iframe').analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.help} -> ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/** A screenshot for review at 390 px (phone project) or 1280 px (desktop), in e2e/screenshots (not committed). */
export async function reviewScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const phone = testInfo.project.name === 'phone';
  await page.setViewportSize(phone ? { width: 390, height: 844 } : { width: 1280, height: 800 });
  await page.evaluate(async () => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    await document.fonts.ready;
  });
  await page.screenshot({ path: `e2e/screenshots/${name}-${phone ? 390 : 1280}.png` });
}

export const isPhone = (testInfo: TestInfo): boolean => testInfo.project.name === 'phone';
