// The in-memory cache of content reads: a second read answers from memory, any content write (a
// route's, the seed's, a store's) is visible on the next read, ETags answer 304, and private
// answers (orders, chat) are never kept, in memory or by the browser.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertOrder, markConfirmed, unpricedOrder } from '../store/orders.store';
import { DB_START_TIMEOUT_MS, startTestApi, TEST_NOW, type TestApi } from '../testing/test-api';

let api: TestApi;
let token = '';
beforeAll(async () => {
  api = await startTestApi();
  token = await api.signIn();
}, DB_START_TIMEOUT_MS);
afterAll(() => api.db.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  api.app().request(`/venue-api/${path}`, { headers: { authorization: `Bearer ${token}`, ...headers } });

const faqQuestions = async () => ((await (await get('faq-items')).json()) as { data: { question: string }[] }).data.map((f) => f.question);

describe('the content cache', () => {
  it('answers a second read from memory, without asking the database', async () => {
    const first = await get('faq-items');
    const query = vi.spyOn(api.db, 'query');
    const second = await get('faq-items');
    expect(query).not.toHaveBeenCalled();
    query.mockRestore();
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get('cache-control')).toBe('no-cache');
  });

  it('shows a change written through the database on the very next read', async () => {
    await faqQuestions();
    await api.db.query(
      `UPDATE content_item SET doc = jsonb_set(doc, '{question}', '"Changed question?"') WHERE collection = 'faq' AND position = 0`,
    );
    expect((await faqQuestions())[0]).toBe('Changed question?');
  });

  it('shows a change made in a transaction once it is committed, and not a rolled-back one', async () => {
    const before = await faqQuestions();
    await expect(
      api.db.transaction(async (tx) => {
        await tx.query(`UPDATE content_item SET doc = jsonb_set(doc, '{question}', '"Rolled back?"') WHERE collection = 'faq'`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await faqQuestions()).toEqual(before);
    await api.db.transaction((tx) =>
      tx.query(
        `UPDATE content_item SET doc = jsonb_set(doc, '{question}', '"In a transaction?"') WHERE collection = 'faq' AND position = 1`,
      ),
    );
    expect((await faqQuestions())[1]).toBe('In a transaction?');
  });

  it("shows a guest's new review, written by a route, on the next read of the reviews", async () => {
    const reviews = async () =>
      ((await (await get('review/event/event-past-1')).json()) as { data: { reviewCount: number } }).data.reviewCount;
    const before = await reviews();
    const res = await api.app().request('/venue-api/new-review-comment', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'event', id: 'event-past-1', name: 'Mia', rating: 5, comment: 'Great night' }),
    });
    expect(res.status).toBe(200);
    expect(await reviews()).toBe(before + 1);
  });

  it('answers 304 without a body to a matching If-None-Match, and 200 once the content changed', async () => {
    const first = await get('general-info');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    const unchanged = await get('general-info', { 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    expect(unchanged.headers.get('etag')).toBe(etag);
    expect((await get('general-info', { 'if-none-match': `W/${etag}` })).status).toBe(304);
    await api.db.query(`UPDATE venue SET general_info = jsonb_set(general_info, '{name}', '"Renamed venue"')`);
    const changed = await get('general-info', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(((await changed.json()) as { data: { name: string } }).data.name).toBe('Renamed venue');
  });

  it('sends the kept gzip body to a client that accepts it, the same bytes unpacked', async () => {
    const plain = new Uint8Array(await (await get('gallery-items')).arrayBuffer());
    const zipped = await get('gallery-items', { 'accept-encoding': 'gzip' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(new Uint8Array(gunzipSync(new Uint8Array(await zipped.arrayBuffer())))).toEqual(plain);
  });

  it('keeps answers per venue date: a year later reads the events again', async () => {
    const upcoming = async (bearer: string) =>
      ((await (await get('upcomig-events', { authorization: `Bearer ${bearer}` })).json()) as { data: unknown[] }).data.length;
    const today = await upcoming(token);
    expect(today).toBeGreaterThan(0);
    api.clock.now = new Date(TEST_NOW.getTime() + 400 * 24 * 3600 * 1000);
    try {
      expect(await upcoming(await api.signIn())).toBe(0);
    } finally {
      api.clock.now = TEST_NOW;
    }
  });
});

describe('private answers', () => {
  it('are never kept: an order read after it changed shows the change, and says no-store', async () => {
    const order = await insertOrder(api.db, unpricedOrder('bottles', { note: 'cache test' }, TEST_NOW));
    const first = await get(`bottle-order/${order.id}`);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('etag')).toBeNull();
    const statusOf = async (res: Response) => ((await res.json()) as { data: { status: string } }).data.status;
    expect(await statusOf(first)).toBe('Pending');
    await api.db.transaction((tx) => markConfirmed(tx, order.id, TEST_NOW));
    expect(await statusOf(await get(`bottle-order/${order.id}`))).toBe('Confirmed');
  });

  it('say no-store for the chat, errors and created orders alike', async () => {
    expect((await get('api/onlineGuest/message/0123456789abcdef0123456789abcdef/website')).headers.get('cache-control')).toBe('no-store');
    expect((await get('event-info/no-such-event')).headers.get('cache-control')).toBe('no-store');
    expect((await api.app().request('/venue-api/faq-items')).headers.get('cache-control')).toBe('no-store');
  });
});
