import { expect, test } from '@playwright/test';
import { expectAccessible } from './support';
import { apiPost, giftCardOrder, newGiftCardOrder } from './venue-api';

test('menu, FAQ and privacy policy', async ({ page }) => {
  await page.goto('/menus');
  await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Food menu' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Drink menu' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  await expectAccessible(page);

  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
  // Native disclosures: a question opens by keyboard as by mouse, script or none.
  const question = page.locator('summary', { hasText: 'What are your opening hours?' });
  const answer = page.locator('details', { has: question }).getByText('We are closed on Mondays.');
  await expect(answer).toBeHidden();
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
  await question.click();
  await expect(answer).toBeHidden();
  await question.click();
  await expect(answer).toBeVisible();
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

test('the invoice viewer embeds the PDF', async ({ page, request }) => {
  const orderId = await newGiftCardOrder(request);
  expect((await apiPost(request, 'make-test-payment', { orderType: 'gift-cards', orderId })).status()).toBe(200);
  const file = ((await giftCardOrder(request, orderId)).invoice ?? '').split('/').pop() ?? '';
  await page.goto(`/view/${file}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your invoice' })).toBeVisible();
  await expect(page.locator(`iframe[title="Invoice ${file}"]`)).toHaveAttribute('src', `/venue-api/invoices/pdf/${file}`);
  await expectAccessible(page);
});
