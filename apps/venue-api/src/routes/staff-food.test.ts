// The staff page's food delivery list: only staff may switch a dish, and a dish that stops being
// delivered is refused by the food price check and order, naming the item (docs/product.md#food-delivery).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTestClient, type OrderTestClient } from '../testing/order-test-client';
import { staffTestClient, type StaffTestClient } from '../testing/staff-test-client';
import { DB_START_TIMEOUT_MS, startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
let client: OrderTestClient;
let staff: StaffTestClient;
beforeAll(async () => {
  api = await startTestApi();
  client = orderTestClient(api);
  staff = staffTestClient(api);
}, DB_START_TIMEOUT_MS);
afterAll(() => api.db.close());

const switchDelivery = (cookie: string, id: string, deliverable: string, from?: string) =>
  staff.postForm(cookie, `staff/food/${id}/delivery`, { deliverable }, from);

const basket = {
  items: [
    { itemId: 'food-street-tacos', quantity: 1 },
    { itemId: 'food-truffle-fries', quantity: 2 },
  ],
};

describe('staff food delivery', () => {
  it('lists every dish with its delivery for signed-in staff only', async () => {
    expect((await staff.request('staff/food')).status).toBe(401);
    const res = await staff.request('staff/food', { headers: { cookie: await staff.signIn() } });
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('Truffle Fries');
    expect(page).toContain('Chocolate Lava Cake');
    expect(page).toContain('Not delivered');
  });

  it('refuses a bad value, an unknown dish, a post from another site or without a session', async () => {
    const cookie = await staff.signIn();
    expect((await switchDelivery(cookie, 'food-truffle-fries', 'maybe')).status).toBe(422);
    expect((await switchDelivery(cookie, 'no-such-dish', 'no')).status).toBe(404);
    expect((await switchDelivery(cookie, 'food-truffle-fries', 'no', 'https://evil.example')).status).toBe(403);
    expect((await switchDelivery('', 'food-truffle-fries', 'no')).status).toBe(401);
    expect((await client.post('food-items-group', basket)).status).toBe(200);
  });

  it('stops and restarts delivery of a dish; the price check then refuses it by its place in the basket', async () => {
    const cookie = await staff.signIn();
    const res = await switchDelivery(cookie, 'food-truffle-fries', 'no');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/venue-api/staff/food');
    const refused = await client.post('food-items-group', basket);
    expect(refused.status).toBe(422);
    expect(await client.json(refused)).toMatchObject({ error: { code: 'invalid_input', field: 'items[1].itemId' } });
    const menu = await client.json<{ data: { _id: string; deliverable: boolean }[] }>(await client.get('food-menu-items'));
    expect(menu.data.find((item) => item._id === 'food-truffle-fries')?.deliverable).toBe(false);

    await switchDelivery(cookie, 'food-truffle-fries', 'yes');
    expect((await client.post('food-items-group', basket)).status).toBe(200);
  });
});
