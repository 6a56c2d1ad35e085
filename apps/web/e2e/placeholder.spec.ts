import { expect, test } from '@playwright/test';

test('the placeholder page says the site is on its way', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our new website is on its way');
});

test('a deep link answers with the same app', async ({ page }) => {
  const response = await page.goto('/event-details/42');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
