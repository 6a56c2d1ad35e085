// Staff availability (docs/product.md#careers-contact-and-staff-availability): a staff link from empty to saved nights
// (rows added and removed, a date given twice refused, one save for a double click), read back from the backend and
// opened again with what was saved; an id that cannot be a link gets a clear panel.
import { expect, test } from '@playwright/test';
import { consoleProblems, expectFitsWidth, hydrated } from './page-checks';
import { expectAccessible } from './support';
import { apiGet } from './venue-api';

interface Stored {
  readonly data: { readonly staffName: string; readonly availability: readonly unknown[]; readonly notes: string };
}

test('nights typed through a staff link are saved once and open again', async ({ page, request }, testInfo) => {
  const problems = consoleProblems(page);
  const puts: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'PUT' && req.url().includes('/venue-api/staff-availability/')) puts.push(req.postData() ?? '');
  });
  const id = `e2e-${testInfo.project.name}-${Date.now()}`;
  expect((await request.get(`/venue-api/staff-availability/${id}`)).status()).not.toBe(200);

  await page.goto(`/staff-availability/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your availability' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Your nights' })).toBeVisible();
  await hydrated(page);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Save availability' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please complete "Your Name" field.' })).toBeVisible();
  await expect(page.getByLabel('Your Name')).toBeFocused();
  await page.getByRole('button', { name: 'OK' }).click();

  await page.getByLabel('Your Name').fill('Rita Gomez');
  await page.getByLabel('Night 1 date').fill('2030-06-20');
  await expect(page.getByText('Ends the next morning', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add a night' }).click();
  await expect(page.getByLabel('Night 2 date')).toBeFocused();
  await page.getByLabel('Night 2 date').fill('2030-06-20');
  await page.getByRole('button', { name: 'Save availability' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please complete "Night 2 date" field.' })).toBeVisible();
  await expect(page.getByText('This date is already listed above.')).toBeVisible();
  await expect(page.getByLabel('Night 2 date')).toBeFocused();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'OK' }).click();
  expect(puts).toHaveLength(0);

  await page.getByLabel('Night 2 date').fill('2030-06-21');
  await page.getByLabel('Night 2 from').fill('18:00');
  await page.getByLabel('Night 2 to').fill('23:30');
  await page.getByRole('button', { name: 'Add a night' }).click();
  await expect(page.getByLabel('Night 3 date')).toBeVisible();
  await page.getByRole('button', { name: 'Remove night 3' }).click();
  await expect(page.getByLabel('Night 3 date')).toHaveCount(0);
  await page.getByLabel('Notes').fill('No Sundays, please.');
  await expectFitsWidth(page, 320);

  await page.getByRole('button', { name: 'Save availability' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Your availability is saved' })).toBeFocused();
  await expect(page.getByText('2030-06-20, 8:00 PM to 2:00 AM')).toBeVisible();
  await expect(page.getByText('2030-06-21, 6:00 PM to 11:30 PM')).toBeVisible();
  await expectAccessible(page);
  expect(puts).toHaveLength(1);

  const stored = await apiGet<Stored>(request, `staff-availability/${id}`);
  expect(stored.data).toMatchObject({
    staffName: 'Rita Gomez',
    availability: [
      { date: '2030-06-20', timeFrom: '8:00 PM', timeTo: '2:00 AM' },
      { date: '2030-06-21', timeFrom: '6:00 PM', timeTo: '11:30 PM' },
    ],
    notes: 'No Sundays, please.',
  });

  await page.goto(`/staff-availability/${id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Change your availability' })).toBeVisible();
  await expect(page.getByLabel('Your Name')).toHaveValue('Rita Gomez');
  await expect(page.getByLabel('Night 2 date')).toHaveValue('2030-06-21');
  await expect(page.getByLabel('Night 2 to')).toHaveValue('23:30');
  expect(problems).toEqual([]);
});

test('an id that cannot be a staff link gets a clear panel', async ({ page }) => {
  for (const id of ['not.a.link', 'x'.repeat(65)]) {
    await page.goto(`/staff-availability/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'This availability link is not valid' })).toBeVisible();
    await expect(page.locator('form')).toHaveCount(0);
  }
  await expectAccessible(page);
});
