// The whole bottle flow by keyboard alone, from the guide to the payment page
// (docs/product.md#bottle-service, #bottle-checkout): every step reachable, focus where the guest is.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { guide, landedOnPayment, nextWeek, venueApi } from './bottle-steps';
import { staffOrderDetails } from './staff-order';
import { expectAccessible } from './support';
import { closedNight, openNight } from './venue-days';

/** Presses Tab until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, limit = 120): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function pressArrowDown(page: Page, times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) await page.keyboard.press('ArrowDown');
}

test('from the guide to the payment page by keyboard alone', async ({ page, request, baseURL }) => {
  const api = await venueApi(request, baseURL ?? '');
  const night = openNight(7);
  const typed = `${String(night.getMonth() + 1).padStart(2, '0')}${String(night.getDate()).padStart(2, '0')}${night.getFullYear()}`;

  await page.goto('/bottles');
  const guide = page.getByRole('dialog');
  await expect(guide.getByRole('button', { name: 'Start Here' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(guide.getByRole('button', { name: '2 guests', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(guide.getByRole('button', { name: '3 guests', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(guide.getByLabel('Date')).toBeFocused();
  await page.keyboard.type(typed);
  await page.keyboard.press('Enter');
  await expect(guide.getByRole('button', { name: '9:00 PM', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(guide).toBeHidden();
  // The page's content takes focus: Tab goes on to the table's own pickers.
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('No. Of Guests')).toBeFocused();
  await expect(page.getByLabel('Time')).toHaveValue('9:30 PM');

  await tabTo(page, page.getByRole('button', { name: 'One more Casamigos Blanco' }));
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status', { name: 'Casamigos Blanco: 2' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Check-out' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Service Payment' })).toBeVisible();
  // Pay Now on an empty form takes the guest to the first field to complete.
  await tabTo(page, page.getByRole('button', { name: 'Pay Now' }), 200);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Card Holder Name')).toBeFocused();
  await expect(page.getByRole('alert')).toContainText('Please complete "Card Holder Name" field.');
  await page.keyboard.type('Kim Keyboard');
  await page.keyboard.press('Tab');
  await pressArrowDown(page, 11); // Birth Month 11
  await page.keyboard.press('Tab');
  await pressArrowDown(page, 2); // Birth Day 2
  await page.keyboard.press('Tab');
  await page.keyboard.type('1 Keys Avenue');
  await page.keyboard.press('Tab');
  await pressArrowDown(page, 3); // Gender: Other
  await page.keyboard.press('Tab');
  await page.keyboard.type('kim@example.com');
  // Reached by Tab, a number without + is the venue's default country's (US), as after a click.
  await tabTo(page, page.getByRole('textbox', { name: 'Cell Phone' }));
  await page.keyboard.type('2125550188', { delay: 60 });
  await page.keyboard.press('Tab');
  await page.keyboard.type('Queens');
  await tabTo(page, page.getByLabel('Promoter Instagram ID'));
  await page.keyboard.type('nightowl.promo');
  await page.keyboard.press('Enter');
  const popup = page.getByRole('dialog', { name: 'Promoter code applied' });
  await expect(popup.getByRole('button', { name: 'OK' })).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Enter');
  await expect(popup).toBeHidden();
  await tabTo(page, page.getByRole('button', { name: 'Pay Now' }));
  await page.keyboard.press('Enter');

  const orderId = await landedOnPayment(page);
  const order = await api.bottleOrder(orderId);
  expect(order.status).toBe('Pending');
  expect(order.lines).toMatchObject([{ name: 'Casamigos Blanco', quantity: 2 }]);
  // What the guest typed, where staff read it: the public read shows none of it (docs/api.md).
  expect(await staffOrderDetails(request, orderId)).toMatchObject({
    clientName: 'Kim Keyboard',
    clientBirthDateMonth: '11',
    clientBirthDateDay: '2',
    gender: 'Other',
    bottleTime: '9:30 PM',
    noOfGuests: 3,
    promoterIGname: 'nightowl.promo',
    clientPhoneNumber: '+12125550188',
  });
});

test('the guide says which night the venue is closed and refuses it (docs/product.md#closed-days)', async ({ page }) => {
  const monday = closedNight(1);
  const mondayIso = `${monday.getFullYear()}-${String(monday.getMonth() + 1).padStart(2, '0')}-${String(monday.getDate()).padStart(2, '0')}`;
  await page.goto('/bottles');
  await guide(page).getByRole('button', { name: 'Start Here' }).click();
  await guide(page).getByRole('button', { name: '2 guests', exact: true }).click();
  const date = guide(page).getByLabel('Date');
  await expect(date).toHaveAccessibleDescription('We are closed on Mondays.');
  await date.fill(mondayIso);
  await guide(page).getByRole('button', { name: 'Continue' }).click();
  await expect(guide(page).getByRole('heading', { name: 'Which night?' })).toBeVisible();
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  await expect(date).toHaveAccessibleDescription('We are closed on Mondays.');
  await date.fill(nextWeek().iso);
  await guide(page).getByRole('button', { name: 'Continue' }).click();
  await expect(guide(page).getByRole('heading', { name: 'What time will you arrive?' })).toBeVisible();
});
