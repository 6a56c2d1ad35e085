import { expect, test } from '@playwright/test';
import { hydrated } from './page-checks';
import { expectAccessible } from './support';

test('menu, FAQ and privacy policy', async ({ page }) => {
  await page.goto('/menus');
  await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Food menu' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Drink menu' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  await expectAccessible(page);

  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
  // The questions open once the page has hydrated (docs/performance.md#first-paint).
  await hydrated(page);
  const question = page.getByRole('button', { name: 'What are your opening hours?' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'What are your opening hours?' })).toContainText('We are closed on Mondays.');
  await expectAccessible(page);

  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expectAccessible(page);
});

test('talents and a talent profile', async ({ page }) => {
  await page.goto('/talents');
  await expect(page.getByRole('heading', { level: 1, name: 'Talents' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(6);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'DJ Nova' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'DJ Nova' })).toBeVisible();
  await expect(page.getByText('DJ', { exact: true })).toBeVisible();
  await expect(page.getByText('Resident DJ since the doors opened', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: /Play video/ })).toHaveCount(1);
  await expect(page.getByRole('button', { name: /Play on SoundCloud/ })).toHaveCount(1);
  await expect(page.getByRole('button', { name: /Play on MixCloud/ })).toHaveCount(1);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'All Talents' }).click();
  await expect(page).toHaveURL(/\/talents$/);
});

test('the invoice viewer embeds the PDF', async ({ page }) => {
  await page.goto('/view/invoice-123.pdf');
  await expect(page.getByRole('heading', { level: 1, name: 'Your invoice' })).toBeVisible();
  await expect(page.locator('iframe[title="Invoice invoice-123.pdf"]')).toHaveAttribute('src', '/venue-api/invoices/pdf/invoice-123.pdf');
  await expectAccessible(page);
});
