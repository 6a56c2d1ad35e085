// Contact (docs/product.md#careers-contact-and-staff-availability): the venue's address, map link, opening hours and
// social pages; the form's rules; a failed send that keeps everything typed; then one message for a double click,
// read back from the staff page.
import { expect, test } from '@playwright/test';
import { consoleProblems, expectFitsWidth, hydrated } from './page-checks';
import { rowWith, staffFormsPage } from './staff-forms';
import { expectAccessible } from './support';

test('the venue details show and a message is stored once, after a failed send kept what was typed', async ({
  page,
  request,
}, testInfo) => {
  const problems = consoleProblems(page);
  const sends: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().endsWith('/venue-api/submit-contact')) sends.push(req.postData() ?? '');
  });
  const name = `Mia Chen ${testInfo.project.name}`;
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  const details = page.getByRole('region', { name: 'Find us' });
  await expect(details.getByText('214 Mercer Lane, Brooklyn, NY 11211')).toBeVisible();
  await expect(details.getByRole('link', { name: 'Open in maps' })).toHaveAttribute('href', /^https:\/\//);
  await expect(details.getByRole('row', { name: /Monday\s+Closed/ })).toBeVisible();
  await expect(details.getByRole('row', { name: /Friday\s+9:00 PM – 4:00 AM/ })).toBeVisible();
  await expect(details.getByRole('link', { name: 'Instagram' })).toBeVisible();
  await hydrated(page);
  await expect(page.getByLabel('Your Name')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Your Name').fill(name);
  await page.getByLabel('Email').fill('mia@example');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please complete "Email" field.' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'OK' }).click();

  await page.getByLabel('Email').fill('mia@example.com');
  await page.getByLabel('Subject').fill('Birthday party');
  await page.getByLabel('Message').fill('Do you host birthdays for 30 guests?');
  await page.route('**/venue-api/submit-contact', (route) => route.abort('connectionreset'), { times: 1 });
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Your message could not be sent. Please try again; what you typed is kept.')).toBeVisible();
  await expect(page.getByLabel('Message')).toHaveValue('Do you host birthdays for 30 guests?');
  await expect(page.getByLabel('Your Name')).toHaveValue(name);
  await expectFitsWidth(page, 320);

  const before = sends.length;
  await page.getByRole('button', { name: 'Try again' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Thank you for your message' })).toBeFocused();
  await expectAccessible(page);
  expect(sends.length - before).toBe(1);
  expect(JSON.parse(sends.at(-1) ?? '{}')).toEqual({
    clientName: name,
    clientEmail: 'mia@example.com',
    clientPhoneNumber: null,
    subject: 'Birthday party',
    message: 'Do you host birthdays for 30 guests?',
  });

  const row = rowWith(await staffFormsPage(request), name);
  expect(row).toContain('Birthday party');
  expect(row).toContain('Do you host birthdays for 30 guests?');
  // The aborted send shows as a failed request, nothing else.
  expect(problems.filter((p) => !p.includes('net::ERR_CONNECTION_RESET') && !p.includes('Failed to load resource'))).toEqual([]);
});
