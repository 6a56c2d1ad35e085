// Headers and embedded content (docs/backend.md#security-headers): every page carries a script policy
// that allows only the site's files and this answer's nonce, the pages run under it without one
// violation, and a campaign page is a sandbox the site's origin cannot be reached from.
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './page-checks';

/** Collects every Content-Security-Policy violation the page reports. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

test('pages carry the security headers and run under their policy without a violation', async ({ page }) => {
  const violations = await watchViolations(page);
  for (const path of ['/', '/events', '/event-details/event-up-2', '/bottles', '/talent-details/talent-kairo', '/gallery']) {
    const answer = await page.goto(path);
    const headers = answer?.headers() ?? {};
    const policy = headers['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce, path).toBeDefined();
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('microphone=(self)');
    // Every inline script of the page is one the server wrote with this answer's nonce.
    const html = (await answer?.text()) ?? '';
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)([^>]*)>/g)].map((m) => m[1] ?? '');
    expect(inline.length, path).toBeGreaterThan(0);
    for (const attributes of inline) expect(attributes, path).toContain(`nonce="${nonce}"`);
    await hydrated(page);
  }
  expect(await violations()).toEqual([]);
});

test('a campaign page is a sandbox without script or the site origin', async ({ page, request }) => {
  const campaign = await request.get('/venue-api/multiEmailCampain/promo-happy-hour');
  expect(campaign.headers()['content-security-policy']).toMatch(/^sandbox /);
  expect(campaign.headers()['content-security-policy']).not.toContain('allow-scripts');

  await page.goto('/promotion/promo-happy-hour');
  const frame = page.locator('iframe[title="Promotion"]');
  await expect(frame).toHaveAttribute('sandbox', /allow-popups/);
  expect(await frame.getAttribute('sandbox')).not.toMatch(/allow-scripts|allow-same-origin/);
  await expect(page.frameLocator('iframe[title="Promotion"]').getByRole('heading', { name: 'Happy Hour' })).toBeVisible();
  // The site cannot reach into the campaign, nor the campaign into the site: they are different origins.
  expect(await page.evaluate(() => document.querySelector('iframe')?.contentDocument ?? null)).toBeNull();
});
