// Reviews (docs/product.md#reviews): a talent's rating and reviews, a review added through the form (its rules
// first, one review for a double click) and counted by the backend; an unknown subject gets a clear panel.
import { expect, test } from '@playwright/test';
import { consoleProblems, expectFitsWidth, hydrated } from './page-checks';
import { expectAccessible, isPhone } from './support';
import { apiGet } from './venue-api';

interface Lookup {
  readonly data: { readonly reviewCount: number; readonly reviews: readonly { readonly name: string; readonly rating: number }[] };
}

test('a review is added through the form and counted', async ({ page, request }, testInfo) => {
  const problems = consoleProblems(page);
  const talent = isPhone(testInfo) ? 'talent-lila-moreno' : 'talent-kairo';
  const before = (await apiGet<Lookup>(request, `review/talent/${talent}`)).data.reviewCount;
  const sends: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().endsWith('/venue-api/new-review-comment')) sends.push(req.url());
  });

  await page.goto(`/review/talent/${talent}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Reviews of / })).toBeVisible();
  await hydrated(page);
  await expectAccessible(page);

  await page.getByLabel('Your Name').fill('Robin Guest');
  await page.getByRole('button', { name: 'Send review' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please complete "Rating" field.' })).toBeVisible();
  await expect(page.getByRole('radio', { name: '1 star', exact: true })).toBeFocused();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'OK' }).click();

  await page.getByRole('radiogroup', { name: 'Rating' }).getByRole('radio', { name: '4 stars' }).check();
  await page.getByLabel('Your Review').fill('Great energy all night.');
  await expectFitsWidth(page, 320);
  await page.getByRole('button', { name: 'Send review' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Thank you for your review' })).toBeFocused();
  await expect(page.getByText(new RegExp(`from ${before + 1} reviews?$`))).toBeVisible();
  await expect(page.getByText('Great energy all night.')).toBeVisible();
  await expectAccessible(page);

  expect(sends).toHaveLength(1);
  const after = (await apiGet<Lookup>(request, `review/talent/${talent}`)).data;
  expect(after.reviewCount).toBe(before + 1);
  expect(after.reviews).toContainEqual(expect.objectContaining({ name: 'Robin Guest', rating: 4 }));
  expect(problems).toEqual([]);
});

test('an unknown type or id gets a clear panel', async ({ page }) => {
  for (const path of ['/review/planet/mars', '/review/talent/no-such-talent']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'There is nothing to review here' })).toBeVisible();
  }
  await expectAccessible(page);
});
