// Careers (docs/product.md#careers-contact-and-staff-availability): the open positions, the application form's rules
// (the first invalid field focused with its alert), a CV refused by type and by size before anything is sent, then an
// application with a PDF CV sent once for a double click and read back, CV included, from the staff page.
import { expect, test, type Page } from '@playwright/test';
import { appStarted, consoleProblems, expectFitsWidth, hydrated } from './page-checks';
import { rowWith, staffFormsPage } from './staff-forms';
import { expectAccessible } from './support';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');

async function openForm(page: Page): Promise<void> {
  await page.goto('/careers');
  await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
  await hydrated(page);
  await expect(page.getByLabel('Your Name')).toBeVisible();
}

test('an application with its CV is sent once and stored; a wrong CV is refused before any upload', async ({ page, request }, testInfo) => {
  const problems = consoleProblems(page);
  const sends: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().endsWith('/venue-api/apply-job')) sends.push(req.postData() ?? '');
  });
  const name = `Sam Ortiz ${testInfo.project.name}`;
  await openForm(page);
  await expect(page.getByRole('heading', { level: 3, name: 'Bartender' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Floor Host' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please complete "Your Name" field.' })).toBeVisible();
  await expect(page.getByLabel('Your Name')).toBeFocused();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'OK' }).click();

  const cv = page.getByLabel('Your CV');
  await cv.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) });
  await expect(page.getByRole('alert').filter({ hasText: 'Your CV must be a PDF, DOC or DOCX file.' })).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(cv).toBeFocused();
  await cv.setInputFiles({ name: 'big-cv.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x25) });
  await expect(page.getByRole('alert').filter({ hasText: 'Your CV must be at most 5 MB.' })).toBeVisible();
  await expect(page.getByText('No CV chosen')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  expect(sends).toHaveLength(0);

  await page.getByLabel('Your Name').fill(name);
  await page.getByLabel('Email').fill('sam@example.com');
  await page.getByLabel('Phone Number', { exact: true }).fill('+1 212 555 0102');
  await page.getByLabel('Position', { exact: true }).selectOption('Bartender');
  await page.getByLabel('Message').fill('Three years behind a cocktail bar.');
  await cv.setInputFiles({ name: 'sam-cv.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByText('Chosen: sam-cv.pdf')).toBeVisible();
  await expectAccessible(page);
  await expectFitsWidth(page, 320);

  await page.getByRole('button', { name: 'Send application' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Thank you for applying' })).toBeFocused();
  await expect(page.getByText('We have your application for Bartender.')).toBeVisible();
  await expectAccessible(page);
  expect(sends).toHaveLength(1);
  expect(JSON.parse(sends[0] ?? '{}')).toMatchObject({
    clientName: name,
    clientPhoneNumber: '+12125550102',
    position: 'Bartender',
    cv: { fileName: 'sam-cv.pdf' },
  });

  const row = rowWith(await staffFormsPage(request), name);
  expect(row).toContain('Bartender');
  expect(row).toContain('+12125550102');
  const cvLink = /href="(\/venue-api\/staff\/forms\/cv\/[^"]+)"/.exec(row)?.[1] ?? '';
  const stored = await request.get(cvLink);
  expect(stored.status()).toBe(200);
  expect(Buffer.from(await stored.body())).toEqual(pdf);
  expect(problems).toEqual([]);
});

test('with no open position the page says so and still takes a general application', async ({ page }) => {
  await page.goto('/contact');
  await appStarted(page);
  // The careers loader runs in the browser on a navigation, so the venue's answer can be replaced.
  await page.route('**/venue-api/job-positions', (route) => route.fulfill({ json: { data: [] } }));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
  await expect(page.getByText('We have no open positions right now.')).toBeVisible();
  const choices = await page.getByLabel('Position', { exact: true }).locator('option').allTextContents();
  expect(choices).toEqual(['Choose a position', 'General application']);
  await expectAccessible(page);
});
