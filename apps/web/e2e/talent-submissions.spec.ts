// Talent submissions (docs/product.md#talent-submissions): the form's rules in the browser (a non-picture, 11 photos
// refused before anything is sent), then an application with 5 photos stored by the backend and Confirmation.
import { expect, test, type Page } from '@playwright/test';
import { consoleProblems, expectFitsWidth, hydrated } from './page-checks';
import { expectAccessible } from './support';

// A 1x1 PNG: the backend checks the bytes of every photo.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const photos = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ name: `press-${i + 1}.png`, mimeType: 'image/png', buffer: png }));

async function fillApplication(page: Page): Promise<void> {
  await page.getByLabel('Stage Name').fill('DJ Nova');
  await page.getByLabel('Phone no.').fill('+1 212 555 0100');
  await page.getByLabel('Website').fill('https://nova.example');
  await page.getByLabel('Contact Email').fill('nova@example.com');
  await page.getByLabel('Your fee?').fill('250');
  await page.getByLabel('Facebook').fill('djnova');
  await page.getByLabel('Instagram').fill('djnova');
  await page.getByLabel('Youtube').fill('@djnova');
  await page.getByLabel('Media link 1', { exact: true }).fill('https://soundcloud.com/djnova/set-1');
  await page.getByLabel('Biography').fill('Resident DJ, house and disco.');
}

test('11 photos are refused in the form; the application with 5 is stored and ends on Confirmation', async ({ page }) => {
  const problems = consoleProblems(page);
  const sends: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/venue-api/api/talents/new-talent')) sends.push(request.postData() ?? '');
  });
  await page.goto('/talent-submissions');
  await expect(page.getByRole('heading', { level: 1, name: 'Talent Submissions' })).toBeVisible();
  await hydrated(page);
  await expect(page.getByLabel('Stage Name')).toBeVisible();
  await expect(page.getByText('https://www.instagram.com/')).toBeVisible();
  await expectAccessible(page);

  const upload = page.getByLabel('Upload Photos');
  await upload.setInputFiles([{ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') }]);
  await expect(page.getByRole('alert').filter({ hasText: 'Your choice is not a picture' })).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();

  await fillApplication(page);
  await page.getByRole('button', { name: 'Add link' }).click();
  await expect(page.getByLabel('Media link 2', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Remove media link 2' }).click();
  await expect(page.getByLabel('Media link 2', { exact: true })).toHaveCount(0);

  await upload.setInputFiles(photos(11));
  await expect(page.getByText('11 Photo')).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please complete "Upload Photos" field.' })).toBeVisible();
  await expect(page.getByText('Please choose 1 to 10 photos.')).toBeVisible();
  await expect(upload).toBeFocused();
  await expectAccessible(page);
  await expectFitsWidth(page, 320);
  expect(sends).toHaveLength(0);

  await page.getByRole('button', { name: 'Remove Photo' }).click();
  await upload.setInputFiles(photos(5));
  await expect(page.getByText('5 Photo')).toBeVisible();
  const stored = page.waitForResponse((res) => res.url().endsWith('/venue-api/api/talents/new-talent'));
  await page.getByRole('button', { name: 'Submit' }).dblclick();
  const response = await stored;
  expect(response.status()).toBe(200);
  expect(((await response.json()) as { data: { _id: string } }).data._id).toMatch(/\S/);
  await expect(page).toHaveURL(/\/confirmation\?type=talent$/);
  expect(sends).toHaveLength(1);
  const sent = JSON.parse(sends[0] ?? '{}') as { photos: string[]; instagramLink: string; mediaLinks: unknown[] };
  expect(sent.photos).toHaveLength(5);
  expect(sent).toMatchObject({
    instagramLink: 'https://www.instagram.com/djnova',
    mediaLinks: [{ link: 'https://soundcloud.com/djnova/set-1' }],
  });
  expect(problems).toEqual([]);
});
