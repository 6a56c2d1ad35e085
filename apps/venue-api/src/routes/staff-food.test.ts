// The staff page's food delivery list: only staff may switch a dish, and a dish that stops being
// delivered is refused by the food price check and order, naming the item (docs/product.md#food-delivery).
import { describe, expect, it } from 'vitest';
import { staffTestApi } from '../testing/staff-test-client';

const t = staffTestApi();

const switchDelivery = (cookie: string, id: string, deliverable: string, from?: string) =>
  t.staff.postForm(cookie, `staff/food/${id}/delivery`, { deliverable }, from);

const basket = {
  items: [
    { itemId: 'food-street-tacos', quantity: 1 },
    { itemId: 'food-truffle-fries', quantity: 2 },
  ],
};

describe('staff food delivery', () => {
  it('lists every dish with its delivery for signed-in staff only', async () => {
    const { anonymous, status, html: page } = await t.staff.readPage('staff/food');
    expect([anonymous, status]).toEqual([401, 200]);
    expect(page).toContain('Truffle Fries');
    expect(page).toContain('Chocolate Lava Cake');
    expect(page).toContain('Not delivered');
  });

  it('refuses a bad value, an unknown dish, a post from another site or without a session', async () => {
    const cookie = await t.staff.signIn();
    const answers = await Promise.all([
      switchDelivery(cookie, 'food-truffle-fries', 'maybe'),
      switchDelivery(cookie, 'no-such-dish', 'no'),
      switchDelivery(cookie, 'food-truffle-fries', 'no', 'https://evil.example'),
      switchDelivery('', 'food-truffle-fries', 'no'),
    ]);
    expect(answers.map((res) => res.status)).toEqual([422, 404, 403, 401]);
    expect((await t.client.post('food-items-group', basket)).status).toBe(200);
  });

  it('stops and restarts delivery of a dish; the price check then refuses it by its place in the basket', async () => {
    const cookie = await t.staff.signIn();
    const res = await switchDelivery(cookie, 'food-truffle-fries', 'no');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/venue-api/staff/food');
    const refused = await t.client.post('food-items-group', basket);
    expect(refused.status).toBe(422);
    expect(await t.client.json(refused)).toMatchObject({ error: { code: 'invalid_input', field: 'items[1].itemId' } });
    const menu = await t.client.json<{ data: { _id: string; deliverable: boolean }[] }>(await t.client.get('food-menu-items'));
    expect(menu.data.find((item) => item._id === 'food-truffle-fries')?.deliverable).toBe(false);

    await switchDelivery(cookie, 'food-truffle-fries', 'yes');
    expect((await t.client.post('food-items-group', basket)).status).toBe(200);
  });
});
