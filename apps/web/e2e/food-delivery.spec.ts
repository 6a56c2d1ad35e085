// Food delivery against the backend (docs/product.md#food-delivery): from the menu to a paid order
// the backend stored, the first invalid field focused with its message, one order for a double click,
// and a dish the venue stops delivering between the guest's choice and the order.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { payWhenReady } from './payment-steps';
import { itemRemoved as itemRemovedMessage } from '@venue/messages/en/food-delivery';
import { expectAccessible } from './support';
import { consoleProblems, expectFitsWidth, hydrated } from './page-checks';
import { apiGet } from './venue-api';
import { staffFormPost } from './staff-post';
import { staffOrderDetails } from './staff-order';

interface StoredFoodOrder {
  readonly orderId: string;
  readonly status: string;
  readonly total: number;
  readonly lines: readonly { readonly itemId: string; readonly quantity: number }[];
  readonly invoice: string | null;
}

const foodOrder = async (request: APIRequestContext, orderId: string): Promise<StoredFoodOrder> =>
  (await apiGet<{ data: StoredFoodOrder }>(request, `food-order/${encodeURIComponent(orderId)}`)).data;

/** The page as the server draws it, menu, order and form; it answers presses once its inline start has run. */
async function openMenu(page: Page): Promise<void> {
  await page.goto('/foodDelivery');
  await expect(page.getByRole('heading', { level: 1, name: 'Food Delivery' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Delivery details' })).toBeVisible();
  await hydrated(page);
}

const addOne = (page: Page, dish: string) =>
  page
    .getByRole('button', { name: `One more ${dish}` })
    .first()
    .click();
const placeOrder = (page: Page) => page.getByRole('button', { name: 'Place order' });

async function fillDetails(page: Page): Promise<void> {
  await page.getByLabel('Full Name').fill('Dana Guest');
  await page.getByLabel('Contact Email').fill('dana@example.com');
  await page.getByRole('textbox', { name: 'Cell Phone' }).fill('+1 212 555 0123');
  await page.getByLabel('Delivery Address').fill('214 Mercer Lane');
  await page.getByLabel('City').fill('Brooklyn');
}

async function landedOnPayment(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/payment\/food\/[^/?#]+$/);
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
}

/** Switches a dish's delivery the way venue staff do, on the staff page (docs/backend.md#staff-page). */
async function setDelivered(request: APIRequestContext, itemId: string, delivered: boolean): Promise<void> {
  await staffFormPost(request, '/venue-api/staff', `food/${encodeURIComponent(itemId)}/delivery`, {
    deliverable: delivered ? 'yes' : 'no',
  });
}

test('from the menu to a paid order the backend stored, each invalid field focused with its message', async ({ page, request }) => {
  // Rendered on the server and hydrated without an error or warning.
  const problems = consoleProblems(page);
  expect(await (await request.get('/foodDelivery')).text()).toContain('Velvet Sliders');
  await openMenu(page);
  expect(problems).toEqual([]);
  await expect(page.getByRole('heading', { level: 2, name: 'Starters' })).toBeVisible();
  // Dishes food delivery does not offer are on the menu page only.
  await expect(page.getByText('Chocolate Lava Cake')).toHaveCount(0);
  await expectAccessible(page);
  // The menu on a narrow phone; the order is then placed at that width.
  await expectFitsWidth(page, 320, 640);

  await placeOrder(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please choose at least one dish to order.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your order' })).toBeFocused();

  await addOne(page, 'Velvet Sliders');
  await addOne(page, 'Velvet Sliders');
  await addOne(page, 'Churros');
  await expect(page.getByTestId('food-subtotal')).toHaveText('$59.00');
  await placeOrder(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please complete "Full Name" field.' })).toBeVisible();
  await expect(page.getByLabel('Full Name')).toBeFocused();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await expectAccessible(page);

  await fillDetails(page);
  await page.getByLabel('Contact Email').fill('dana@example');
  await placeOrder(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please complete "Contact Email" field.' })).toBeVisible();
  await expect(page.getByLabel('Contact Email')).toBeFocused();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await page.getByLabel('Contact Email').fill('dana@example.com');
  const shownTotal = await page.getByTestId('food-total').textContent();
  await placeOrder(page).click();

  const orderId = await landedOnPayment(page);
  const placed = await foodOrder(request, orderId);
  expect(placed.status).toBe('Confirmed');
  expect(placed.lines.map(({ itemId, quantity }) => ({ itemId, quantity }))).toEqual([
    { itemId: 'food-velvet-sliders', quantity: 2 },
    { itemId: 'food-churros', quantity: 1 },
  ]);
  // The delivery details, where staff read them: the public read shows none of them (docs/api.md).
  expect(await staffOrderDetails(request, orderId)).toMatchObject({
    clientName: 'Dana Guest',
    clientEmail: 'dana@example.com',
    clientPhoneNumber: '+12125550123',
    clientAddress: '214 Mercer Lane',
    city: 'Brooklyn',
  });
  expect(`$${placed.total.toFixed(2)}`).toBe(shownTotal);

  await expect(page.getByText('Pay for your food order.')).toBeVisible();
  await expectAccessible(page);
  await payWhenReady(page);
  await expect(page).toHaveURL(new RegExp(`/confirmation\\?type=food&orderId=${orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Your food order is in' })).toBeVisible();
  await expectAccessible(page);
  const paid = await foodOrder(request, orderId);
  expect(paid.status).toBe('Paid');
  expect(paid.invoice).toMatch(/^invoices\/pdf\/inv-[\w-]+\.pdf$/);
});

test('a double click on Place order places one order', async ({ page, request }) => {
  const creates: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().endsWith('/venue-api/new-food-order')) creates.push(req.headers()['idempotency-key'] ?? '');
  });
  await openMenu(page);
  await addOne(page, 'Street Tacos');
  await fillDetails(page);
  await placeOrder(page).dblclick();
  const orderId = await landedOnPayment(page);
  expect(creates).toHaveLength(1);
  expect((await foodOrder(request, orderId)).status).toBe('Confirmed');
});

test('a dish the venue stops delivering is reported and taken out; the rest of the order and the details stay', async ({
  page,
  request,
}) => {
  await openMenu(page);
  await addOne(page, 'Truffle Fries');
  await addOne(page, 'Smash Burger');
  await fillDetails(page);
  try {
    await setDelivered(request, 'food-truffle-fries', false);
    await placeOrder(page).click();
    const notice = page.getByRole('alert').filter({ hasText: itemRemovedMessage('Truffle Fries') });
    await expect(notice).toBeVisible();
    await expect(notice).toBeFocused();
    const fries = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Truffle Fries' }) });
    await expect(fries).toContainText('No longer available for delivery');
    await expect(page.getByRole('group', { name: 'Quantity of Smash Burger' }).last()).toContainText('1');
    await expect(page.getByLabel('Delivery Address')).toHaveValue('214 Mercer Lane');
    await expectAccessible(page);

    await placeOrder(page).click();
    const orderId = await landedOnPayment(page);
    const placed = await foodOrder(request, orderId);
    expect(placed.lines.map(({ itemId, quantity }) => ({ itemId, quantity }))).toEqual([{ itemId: 'food-smash-burger', quantity: 1 }]);
  } finally {
    await setDelivered(request, 'food-truffle-fries', true);
  }
});
