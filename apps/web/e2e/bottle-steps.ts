// Steps the bottle browser tests share: the guide, the bottle list, the checkout form, and the
// venue API behind the page (signed in like the site) to check what the backend stored and to
// change a price through the staff page (docs/backend.md#staff-page).
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { BottleCatalogResponse } from '@venue/core/bottles/bottle-reads.schema';
import { OrderDetailsResponse, type OrderDetailsData } from '@venue/core/orders/order-response.schema';
import { decodeWith } from '@venue/core/shared/decode';
import { expectFitsWidth } from './page-checks';
import { staffFormPost } from './staff-post';
import { openNight } from './venue-days';
import { FinancialSettingsResponse, type FinancialSettings } from '@venue/core/venue/financial-settings.schema';
import type { BottleCategory } from '@venue/core/bottles/bottle-catalog.schema';
import { SECRET_PARAM } from './order-secret';

/** A night about a week from today that the venue opens, as the date input takes it (YYYY-MM-DD) and as the site shows it. */
export function nextWeek(): { readonly iso: string; readonly shown: string } {
  const day = openNight(7);
  const [y, m, d] = [day.getFullYear(), String(day.getMonth() + 1).padStart(2, '0'), String(day.getDate()).padStart(2, '0')];
  return { iso: `${y}-${m}-${d}`, shown: `${m}/${d}/${y}` };
}

export const guide = (page: Page): Locator => page.getByRole('dialog');

/** Start Here, guests, date, time: the guided dialogs, by pointer. */
export async function chooseTable(page: Page, guests: number, date: string, time: string, check?: () => Promise<void>): Promise<void> {
  await expect(guide(page).getByRole('heading', { name: 'Reserve your table' })).toBeVisible();
  await check?.();
  await guide(page).getByRole('button', { name: 'Start Here' }).click();
  await expect(guide(page).getByRole('heading', { name: 'How many guests?' })).toBeVisible();
  await check?.();
  await guide(page)
    .getByRole('button', { name: `${guests} guests`, exact: true })
    .click();
  await expect(guide(page).getByRole('heading', { name: 'Which night?' })).toBeVisible();
  await check?.();
  await guide(page).getByLabel('Date').fill(date);
  await guide(page).getByRole('button', { name: 'Continue' }).click();
  await expect(guide(page).getByRole('heading', { name: 'What time will you arrive?' })).toBeVisible();
  await check?.();
  await guide(page).getByRole('button', { name: time, exact: true }).click();
  await expect(guide(page)).toBeHidden();
}

export const addOne = (page: Page, bottle: string) => page.getByRole('button', { name: `One more ${bottle}` }).click();
export const removeOne = (page: Page, bottle: string) => page.getByRole('button', { name: `One fewer ${bottle}` }).click();
export const quantityOf = (page: Page, bottle: string): Locator =>
  page.getByRole('status', { name: new RegExp(`^${bottle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: `) });
export const cartBar = (page: Page): Locator => page.getByRole('status').filter({ hasText: 'Remaining minimum' });

/** The guest's details, every required field valid. */
export async function fillDetails(page: Page): Promise<void> {
  await page.getByLabel('Card Holder Name').fill('Dana Guest');
  await page.getByLabel('Birth Month').selectOption('03');
  await page.getByLabel('Birth Day').selectOption('7');
  await page.getByLabel('Card Holder Address').fill('214 Mercer Lane');
  await page.getByLabel('Gender').selectOption('Female');
  await page.getByLabel('Contact Email').fill('dana@example.com');
  await page.getByRole('textbox', { name: 'Cell Phone' }).fill('+1 212 555 0123');
  await page.getByLabel('City').fill('Brooklyn');
}

/** Waits for the payment page of a new bottle order, its order secret in the address, and answers its id. */
export async function landedOnPayment(page: Page): Promise<string> {
  await expect(page).toHaveURL(new RegExp(`/payment/bottles/[^/?#]+\\?${SECRET_PARAM}$`));
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
}

const unwrap = <T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!result.ok) throw new Error(`The venue's answer did not decode: ${JSON.stringify(result.error)}`);
  return result.value;
};

/** The venue API at `baseURL`, signed in with the demo service client (docs/backend.md). */
export async function venueApi(request: APIRequestContext, baseURL: string) {
  const signIn = await request.post(`${baseURL}/venue-api/oauth/token`, {
    data: { client_id: 'venue-web', client_secret: 'demo-secret', username: 'website', password: 'demo-password', grant_type: 'password' },
  });
  expect(signIn.ok()).toBe(true);
  const token = ((await signIn.json()) as { access_token: string }).access_token;
  const get = async (path: string): Promise<unknown> => {
    const res = await request.get(`${baseURL}/venue-api/${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status(), path).toBe(200);
    return res.json();
  };
  return {
    settings: async (): Promise<FinancialSettings> =>
      unwrap(decodeWith(FinancialSettingsResponse, 'settings')(await get('api/venue/getFinancialSettings'))).data,
    catalog: async (): Promise<readonly BottleCategory[]> =>
      unwrap(decodeWith(BottleCatalogResponse, 'catalog')(await get('bottles-items'))).data,
    bottleOrder: async (id: string): Promise<OrderDetailsData> =>
      unwrap(decodeWith(OrderDetailsResponse, 'order')(await get(`bottle-order/${encodeURIComponent(id)}`))).data,
  };
}

/** Changes a bottle's price the way venue staff do, on the staff page (docs/backend.md#staff-page). */
export async function setBottlePrice(request: APIRequestContext, baseURL: string, bottleId: string, price: string): Promise<void> {
  await staffFormPost(request, `${baseURL}/venue-api/staff`, `bottles/${encodeURIComponent(bottleId)}/price`, { price });
}

/** The guide by pointer, some bottles, Check-out: the guest on the checkout page with this cart. */
export async function checkOutWith(page: Page, guests: number, bottles: Readonly<Record<string, number>>): Promise<void> {
  await page.goto('/bottles');
  await chooseTable(page, guests, nextWeek().iso, '10:00 PM');
  for (const [bottle, quantity] of Object.entries(bottles)) for (let i = 0; i < quantity; i += 1) await addOne(page, bottle);
  await page.getByRole('button', { name: 'Check-out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Service Payment' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeVisible();
  // The pointer stays where Check-out was; over a bottle's name it would open its photo, which
  // covers the fields below it until the pointer leaves, as a hover preview does.
  await page.mouse.move(0, 0);
}

/** The page fits a 320 px phone: nothing makes it scroll sideways. */
export const expectFitsNarrowPhone = (page: Page): Promise<void> => expectFitsWidth(page, 320, 640);
