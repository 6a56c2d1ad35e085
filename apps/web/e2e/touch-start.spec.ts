// Flow pages that start at the first touch (docs/decisions.md#flow-pages-that-start-at-the-first-touch):
// /bottles arrives whole, its guide open, and asks for no script file until the guest presses or types
// in it; the app that loads then answers that press or key. A guest whose storage kept a choice gets the
// app at once, resumed from it. /tickets and /foodDelivery count the first press on a stepper the same
// way, and the coat check kiosk answers a press on its button. A form page takes what is typed before its
// app runs, and a press on its button sends it once the app is there; its phone field lists every country
// once the app runs.
import { expect, test } from '@playwright/test';
import { addOne, cartBar, guide } from './bottle-steps';
import { appEntry, arrivesWithoutScript, consoleProblems, hydrated, scriptsAskedFor } from './page-checks';
import { rowWith, staffFormsPage } from './staff-forms';

test('the bottle page asks for no script before the first press, and the app it loads answers that press', async ({ page }) => {
  const problems = consoleProblems(page);
  const asked = await arrivesWithoutScript(page, () => page.goto('/bottles'));
  await expect(guide(page).getByRole('heading', { name: 'Reserve your table' })).toBeVisible();
  await expect(guide(page).getByRole('button', { name: 'Start Here' })).toBeFocused();
  // The bottles, with their prices and steppers, are in the page without a script.
  await expect(page.getByRole('group', { name: 'Quantity of Moët & Chandon Impérial' })).toBeAttached();

  const listed = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/start-modules');
  await guide(page).getByRole('button', { name: 'Start Here' }).click();
  await expect(guide(page).getByRole('heading', { name: 'How many guests?' })).toBeVisible();
  expect(asked.some(appEntry)).toBe(true);
  // The modules the app loads, asked of the site at the press and preloaded: the page's own chunk among them.
  const modules = (await (await listed).json()) as string[];
  expect(modules.length).toBeGreaterThan(10);
  await expect
    .poll(() =>
      page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((l) => new URL(l.href).pathname)),
    )
    .toEqual(expect.arrayContaining(modules));
  expect(problems).toEqual([]);
});

test('Escape pressed before the app runs closes the guide once it does, and the page goes on', async ({ page }) => {
  const problems = consoleProblems(page);
  await page.goto('/bottles');
  await expect(guide(page).getByRole('heading', { name: 'Reserve your table' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(guide(page)).toBeHidden();
  await addOne(page, 'Moët & Chandon Impérial');
  await expect(cartBar(page)).toContainText('1 bottle');
  expect(problems).toEqual([]);
});

test('a guest whose storage kept a choice gets the app at once, resumed from it, with no guide', async ({ page }) => {
  const problems = consoleProblems(page);
  await page.goto('/bottles');
  await page.evaluate(() => localStorage.setItem('noOfGuests', '4'));
  const asked = scriptsAskedFor(page);
  await page.reload();
  await hydrated(page);
  await expect.poll(() => asked.some(appEntry)).toBe(true);
  await expect(page.getByLabel('No. Of Guests')).toHaveValue('4');
  await expect(guide(page)).toBeHidden();
  expect(problems).toEqual([]);
});

test('the tickets page asks for no script before the first press, and counts that press', async ({ page }) => {
  const problems = consoleProblems(page);
  const asked = await arrivesWithoutScript(page, () => page.goto('/tickets/event-up-2'));
  await page.getByRole('button', { name: 'One more General Admission' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 ticket' })).toBeVisible();
  expect(asked.some(appEntry)).toBe(true);
  expect(problems).toEqual([]);
});

test('the food delivery page comes whole, asks for no script before the first press, and counts that press', async ({ page }) => {
  const problems = consoleProblems(page);
  const asked = await arrivesWithoutScript(page, () => page.goto('/foodDelivery'));
  await expect(page.getByText('Nothing chosen yet: add dishes from the menu.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Cell Phone' })).toBeVisible();
  await hydrated(page);
  await page.getByRole('button', { name: 'One more Churros' }).first().click();
  await expect(page.getByTestId('food-subtotal')).toHaveText('$11.00');
  expect(asked.some(appEntry)).toBe(true);
  expect(problems).toEqual([]);
});

test('the coat check kiosk comes whole and asks for no script until a press, which its app then answers', async ({ page }) => {
  const problems = consoleProblems(page);
  const asked = await arrivesWithoutScript(page, () => page.goto('/coatcheck'));
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toBeVisible();
  await hydrated(page);
  await page.getByRole('button', { name: 'Get my claim ticket' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please complete "Your name" field.' })).toBeVisible();
  await expect(page.getByLabel('Your name')).toBeFocused();
  expect(asked.some(appEntry)).toBe(true);
  expect(problems).toEqual([]);
});

test('a form typed and sent before its app runs sends what was typed, once, when the app comes', async ({ page, request }, testInfo) => {
  const problems = consoleProblems(page);
  const sends: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().endsWith('/venue-api/submit-contact')) sends.push(req.postData() ?? '');
  });
  // The app's entry waits until the guest has typed and pressed Send: all of it lands before the app runs.
  let releaseApp = (): void => undefined;
  const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await appHeld;
    await route.continue();
  });
  const name = `Ada Touch ${testInfo.project.name}`;
  await page.goto('/contact');
  await page.getByLabel('Your Name').pressSequentially(name);
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Phone Number (optional)').fill('2015550123');
  await page.getByLabel('Message').pressSequentially('A table for six, near the stage');
  await page.getByRole('button', { name: 'Send message' }).click();
  expect(sends).toEqual([]);

  releaseApp();
  await expect(page.getByRole('heading', { name: 'Thank you for your message' })).toBeFocused();
  expect(sends).toHaveLength(1);
  expect(JSON.parse(sends[0] ?? '{}')).toMatchObject({
    clientName: name,
    clientEmail: 'ada@example.com',
    clientPhoneNumber: '+12015550123',
    message: 'A table for six, near the stage',
  });
  expect(rowWith(await staffFormsPage(request), name)).toContain('A table for six, near the stage');
  expect(problems).toEqual([]);
});

test("a form page's phone field lists its chosen country until the app runs, then every country; a number typed with its own + keeps it", async ({
  page,
}) => {
  const problems = consoleProblems(page);
  const country = page.getByRole('combobox', { name: 'Phone country' });
  await page.goto('/contact');
  await expect(country.getByRole('option')).toHaveText(['United States']);
  await page.getByLabel('Phone Number (optional)').fill('+44 20 7946 0958');
  await expect(country).toHaveValue('GB');
  expect(await country.getByRole('option').count()).toBeGreaterThan(200);
  expect(problems).toEqual([]);
});
