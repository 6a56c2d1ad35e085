// The reference API seeded with a local variant of the demo (VENUE_DEMO; docs/seed-format.md#local-variants-of-the-demo):
// general-info answers the venue's languages, currency and zone, and a yen venue's amounts come whole.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueDayOf } from '@venue/core/shared/time-zone';
import { buildDemoSeed } from '../seed/demo-venue';
import { DB_START_TIMEOUT_MS, startTestApi, TEST_NOW, type TestApi } from '../testing/test-api';

interface Wire {
  data: { general: Record<string, unknown>; bottlesMinimum?: number };
}

describe.each([
  ['paris', { languages: ['fr', 'en'], currency: '€', currencyCode: 'EUR', timeZone: 'Europe/Paris' }],
  ['tel-aviv', { languages: ['he', 'en'], currency: '₪', currencyCode: 'ILS', timeZone: 'Asia/Jerusalem' }],
  ['tokyo', { languages: ['en'], currency: '¥', currencyCode: 'JPY', timeZone: 'Asia/Tokyo' }],
] as const)('the API of the %s demo', (demo, general) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ demo });
  }, DB_START_TIMEOUT_MS);
  afterAll(() => api.db.close());

  it('answers its languages, currency and zone in general-info', async () => {
    const res = await api.get('general-info');
    expect(res.status).toBe(200);
    expect(((await res.json()) as Wire).data.general).toMatchObject(general);
  });

  it('answers the variant’s events, not the Brooklyn demo’s', async () => {
    const res = await api.get('event-info/event-up-8');
    expect(res.status).toBe(200);
    // The demo is dated from the seeding moment's day where the venue is.
    const variantEvent = buildDemoSeed(venueDayOf(TEST_NOW, general.timeZone), demo).events.find((event) => event._id === 'event-up-8');
    expect(((await res.json()) as { data: { name: string; date: string } }).data).toMatchObject({
      name: variantEvent?.name,
      date: variantEvent?.date,
    });
  });
});

describe('the API of the yen demo', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ demo: 'tokyo' });
  }, DB_START_TIMEOUT_MS);
  afterAll(() => api.db.close());

  it('gives every ticket price and setting in whole yen', async () => {
    const settings = (await (await api.get('api/venue/getFinancialSettings')).json()) as Wire;
    expect(settings.data.bottlesMinimum).toBe(20000);
    const tickets = (await (await api.get('event-tickets/event-up-1')).json()) as { data: { price: number }[] };
    expect(tickets.data.length).toBeGreaterThan(0);
    expect(tickets.data.filter((ticket) => !Number.isInteger(ticket.price))).toEqual([]);
  });
});
