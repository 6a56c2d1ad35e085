// The staff page's bottle prices: only staff may change them, the catalog shows the new price at once,
// an empty price stops selling the bottle, and an order still carrying the old price is out of date.
import { describe, expect, it } from 'vitest';
import { staffTestApi } from '../testing/staff-test-client';

const t = staffTestApi();

const setPrice = (cookie: string, id: string, price: string, from?: string) =>
  t.staff.postForm(cookie, `staff/bottles/${id}/price`, { price }, from);

async function priceOf(id: string): Promise<number | null | undefined> {
  const body = await t.client.json<{ data: { products: { _id: string; price: number | null }[] }[] }>(await t.client.get('bottles-items'));
  return body.data.flatMap((category) => category.products).find((bottle) => bottle._id === id)?.price;
}

const greyGooseOrder = (price: number) => ({
  items: [{ bottleId: 'bottle-grey-goose', quantity: 1, price }],
  noOfGuests: 2,
});

describe('staff bottle prices', () => {
  it('lists every bottle with its price for signed-in staff only', async () => {
    const { anonymous, status, html: page } = await t.staff.readPage('staff/bottles');
    expect([anonymous, status]).toEqual([401, 200]);
    expect(page).toContain('Grey Goose');
    expect(page).toContain('value="350"');
    expect(page).toContain('Hennessy XO');
  });

  it('changes a price the catalog then shows, and refuses a bad one, an unknown bottle or a post from another site', async () => {
    const cookie = await t.staff.signIn();
    expect((await setPrice(cookie, 'bottle-grey-goose', '12.345')).status).toBe(422);
    expect((await setPrice(cookie, 'bottle-grey-goose', '-5')).status).toBe(422);
    expect((await setPrice(cookie, 'no-such-bottle', '10')).status).toBe(404);
    expect((await setPrice(cookie, 'bottle-grey-goose', '1', 'https://evil.example')).status).toBe(403);
    expect((await setPrice('', 'bottle-grey-goose', '1')).status).toBe(401);
    expect(await priceOf('bottle-grey-goose')).toBe(350);

    const res = await setPrice(cookie, 'bottle-grey-goose', '365.5');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/venue-api/staff/bottles');
    expect(await priceOf('bottle-grey-goose')).toBe(365.5);
  });

  it('makes a cart priced before the change out of date (409), and an empty price stops selling the bottle', async () => {
    const cookie = await t.staff.signIn();
    await setPrice(cookie, 'bottle-belvedere', '340');
    expect(
      (await t.client.post('bottles-group', { items: [{ bottleId: 'bottle-belvedere', quantity: 1, price: 340 }], noOfGuests: 2 })).status,
    ).toBe(200);
    await setPrice(cookie, 'bottle-belvedere', '345');
    const stale = await t.client.post('bottles-group', {
      items: [{ bottleId: 'bottle-belvedere', quantity: 1, price: 340 }],
      noOfGuests: 2,
    });
    expect(stale.status).toBe(409);
    expect(await t.client.json(stale)).toMatchObject({ error: { code: 'out_of_date' } });

    await setPrice(cookie, 'bottle-grey-goose', '');
    expect(await priceOf('bottle-grey-goose')).toBeNull();
    expect((await t.client.post('bottles-group', greyGooseOrder(350))).status).toBe(409);
  });
});
