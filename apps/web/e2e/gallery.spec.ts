import { expect, test } from '@playwright/test';
import { hydrated } from './page-checks';
import { expectAccessible, reviewScreenshot } from './support';

test('gallery sections and the image viewer keys', { tag: '@phone-layout' }, async ({ page }, testInfo) => {
  await page.goto('/gallery');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Venue photos' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Play A Saturday night at Velvet Room/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Black & Gold Ball/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open From our Facebook page #1' })).toBeVisible();
  await expectAccessible(page);
  await reviewScreenshot(page, testInfo, 'gallery');

  const opener = page.getByRole('button', { name: 'Open The Main Room at Velvet Room' });
  await opener.click();
  const viewer = page.getByRole('dialog', { name: 'Venue photos' });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText('1 / 8')).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Close viewer' })).toBeFocused();
  await page.keyboard.press('l');
  await expect(viewer.getByText('2 / 8')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText('3 / 8')).toBeVisible();
  await page.keyboard.press('h');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByText('8 / 8')).toBeVisible();
  await expect(viewer.getByRole('figure')).toContainText('The DJ Booth at Velvet Room');
  // Focus stays inside while open.
  for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
  expect(await viewer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await expectAccessible(page);
  await page.keyboard.press('q');
  await expect(viewer).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await expect(viewer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // Controls hide after 3.5 s without mouse movement; a scroll closes the viewer.
  await opener.click();
  await page.mouse.move(200, 200);
  const controls = viewer.getByRole('button', { name: 'Next picture' });
  await expect(controls).toBeVisible();
  await page.mouse.move(210, 210);
  await expect
    .poll(async () => controls.evaluate((el) => getComputedStyle(el.parentElement as Element).opacity), { timeout: 6000 })
    .toBe('0');
  await page.mouse.wheel(0, 300);
  await expect(viewer).toBeHidden();

  await page.getByRole('link', { name: /Black & Gold Ball/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Black & Gold Ball' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(6);
  await expectAccessible(page);
});
