// The reference API seeded with a local variant of the demo (VENUE_DEMO; docs/seed-format.md#local-variants-of-the-demo):
// general-info answers the venue's languages, currency and zone, and a yen venue's amounts come whole.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueDayOf } from '@venue/core/shared/time-zone';
import { venueText } from '../languages/venue-texts';
import { orderIn } from '../orders/order-in-language';
import { nightVenueAt, orderNightOf } from '../orders/order-night';
import type { StoredOrder } from '../store/orders.store';
import { buildDemoSeed, buildDemoSeedFile } from '../seed/demo-venue';
import { DB_START_TIMEOUT_MS, startTestApi, TEST_NOW, type TestApi } from '../testing/test-api';

interface Wire {
  data: { general: Record<string, unknown>; bottlesMinimum?: number };
}

// The languages each writes its texts in: Tel Aviv's nights, menus and site words are in English too (docs/seed-format.md).
describe.each([
  ['paris', { languages: ['fr', 'en'], contentLanguages: ['fr'], currency: '€', currencyCode: 'EUR', timeZone: 'Europe/Paris' }],
  ['tel-aviv', { languages: ['he', 'en'], contentLanguages: ['he', 'en'], currency: '₪', currencyCode: 'ILS', timeZone: 'Asia/Jerusalem' }],
  ['tokyo', { languages: ['en'], contentLanguages: ['en'], currency: '¥', currencyCode: 'JPY', timeZone: 'Asia/Tokyo' }],
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

  it('answers its events in the language a read asks for when it writes them in it, else in its default; the backend writes them so too', async () => {
    type Text = string | Readonly<Record<string, string>>;
    const file = buildDemoSeedFile(venueDayOf(TEST_NOW, general.timeZone), demo) as { events: { _id: string; name: Text }[] };
    const seeded = new Map(file.events.map((event) => [event._id, event.name]));
    const nameIn = (name: Text | undefined, language: string) =>
      typeof name === 'object' ? (name[language] ?? name[general.languages[0]]) : name;
    const authorization = `Bearer ${await api.signIn()}`;
    // Twice over: the second round comes from the content cache, which keeps each language's answer apart.
    for (const language of [...general.languages, 'es', ...general.languages, 'es']) {
      const res = await api
        .app()
        .request('/venue-api/api/events/getAllEvents', { headers: { authorization, 'accept-language': language } });
      expect(res.headers.get('vary')).toContain('Accept-Language');
      const events = ((await res.json()) as { data: { _id: string; name: string }[] }).data;
      expect(events.length).toBe(seeded.size);
      for (const event of events) expect(event.name, `${event._id} in ${language}`).toBe(nameIn(seeded.get(event._id), language));
    }
    // The night summary of an order in English (its mails, invoice and calendar file), and one text alone.
    const first = seeded.get('event-up-1');
    const order = { kind: 'tickets', payload: { eventId: 'event-up-1', tickets: [{ quantity: 2 }] }, createdAt: TEST_NOW, language: 'en' };
    const night = await orderNightOf(api.db, order as StoredOrder, nightVenueAt(undefined, general.timeZone));
    expect(night?.eventName).toBe(nameIn(first, 'en'));
    expect(await venueText(api.db, nameIn(first, general.languages[0]) ?? '', 'es')).toBe(nameIn(first, general.languages[0]));
    // An order's lines in its mails and invoice: the venue's text in the order's language.
    const line = { description: nameIn(first, general.languages[0]) ?? '', quantity: 1, unitMinor: 0, totalMinor: 0 };
    const inEnglish = await orderIn(api.db, { ...order, lines: [line] } as unknown as StoredOrder, 'en');
    expect(inEnglish.lines[0]?.description).toBe(nameIn(first, 'en'));
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
