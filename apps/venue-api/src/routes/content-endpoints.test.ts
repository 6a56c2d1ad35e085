// Every content endpoint against the seeded demo venue: each body decodes with the core schema
// the site uses, and unknown ids answer 404 with the error body.
import { Schema } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlockDateList } from '@venue/core/booking/block-date.schema';
import { BottleCatalog } from '@venue/core/bottles/bottle-catalog.schema';
import { DrinkMenuItemsResponse } from '@venue/core/content/drink-menu-item.schema';
import { EventAlbumResponse } from '@venue/core/content/event-album.schema';
import { EventInfoResponse, EventsResponse } from '@venue/core/content/event.schema';
import { FaqItemsResponse } from '@venue/core/content/faq-item.schema';
import { FoodMenuItemsResponse } from '@venue/core/content/food-menu-item.schema';
import { GalleryItemsResponse } from '@venue/core/content/gallery-items.schema';
import { HomeResponse } from '@venue/core/content/home.schema';
import { ReviewLookupResponse } from '@venue/core/content/review-lookup.schema';
import { TalentPageResponse, TalentResponse } from '@venue/core/content/talent.schema';
import { TicketGroupsResponse } from '@venue/core/content/ticket-group.schema';
import { TicketTypesResponse } from '@venue/core/content/ticket-type.schema';
import { WebsiteSettingsResponse } from '@venue/core/content/website-settings.schema';
import { VenueGeneralInfo } from '@venue/core/session/venue-general-info.schema';
import { decodeWith } from '@venue/core/shared/decode';
import { FinancialSettings } from '@venue/core/venue/financial-settings.schema';
import { DB_START_TIMEOUT_MS, startTestApi, TEST_TODAY, type TestApi } from '../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, DB_START_TIMEOUT_MS);
afterAll(() => api.db.close());

const data = <S extends Schema.Top>(schema: S) => Schema.Struct({ data: schema });
const ErrorBody = Schema.Struct({ error: Schema.Struct({ code: Schema.String, message: Schema.String }) });

/** GETs a path, expects 200 and returns the body decoded with `schema` (money in cents). */
async function fetchDecoded<S extends Schema.Top>(path: string, schema: S): Promise<S['Type']> {
  const res = await api.get(path);
  expect(res.status, path).toBe(200);
  const decoded = decodeWith(schema, `GET ${path}`)(await res.json());
  if (!decoded.ok) throw new Error(`${decoded.error.source} ${decoded.error.path}: ${decoded.error.message}`);
  return decoded.value;
}

const endpoints: ReadonlyArray<[string, Schema.Top]> = [
  ['general-info', data(VenueGeneralInfo)],
  ['api/venue/getFinancialSettings', data(FinancialSettings)],
  ['api/venue-website-settings/velvet-room', WebsiteSettingsResponse],
  ['faq-items', FaqItemsResponse],
  ['food-menu-items', FoodMenuItemsResponse],
  ['menu-items', DrinkMenuItemsResponse],
  ['sliders', HomeResponse],
  ['gallery-items', GalleryItemsResponse],
  ['event-album/event-past-1', EventAlbumResponse],
  ['api/talents/getAll/1/10', TalentPageResponse],
  ['api/talents/getOne/talent-dj-nova', TalentResponse],
  ['upcomig-events', EventsResponse],
  ['past-events', EventsResponse],
  ['api/events/getAllEvents', EventsResponse],
  ['event-info/event-up-1', EventInfoResponse],
  ['event-tickets/event-up-1', TicketTypesResponse],
  ['api/eventTickets/getGroupTickets/event-up-1', TicketGroupsResponse],
  ['bottles-items', data(BottleCatalog)],
  ['block-times', data(BlockDateList)],
  ['api/blockReservations/getUpBlocks', data(BlockDateList)],
  ['review/venue/velvet-room', ReviewLookupResponse],
  ['api/reviews/review/event/event-past-1', ReviewLookupResponse],
];

describe('content endpoints', () => {
  it.each(endpoints)('GET %s decodes with its core schema', async (path, schema) => {
    await fetchDecoded(path, schema);
  });

  it.each([
    'api/venue-website-settings/another-venue',
    'event-album/event-up-1',
    'event-album/nope',
    'api/talents/getOne/nope',
    'event-info/nope',
    'event-tickets/nope',
    'api/eventTickets/getGroupTickets/nope',
    'review/event/nope',
    'review/talent/nope',
    'review/venue/nope',
    'review/bottle/velvet-room',
    'api/reviews/review/talent/nope',
  ])('GET %s answers 404 with the error body', async (path) => {
    const res = await api.get(path);
    expect(res.status).toBe(404);
    const body = decodeWith(ErrorBody, path)(await res.json());
    expect(body).toMatchObject({ ok: true, value: { error: { code: 'not_found' } } });
  });
});

describe('events', () => {
  it('splits upcoming (from today, soonest first) and past (latest first)', async () => {
    const upcoming = (await fetchDecoded('upcomig-events', EventsResponse)).data;
    const past = (await fetchDecoded('past-events', EventsResponse)).data;
    expect(upcoming).toHaveLength(12);
    expect(past).toHaveLength(12);
    expect(upcoming.every((e) => e.date >= TEST_TODAY)).toBe(true);
    expect(past.every((e) => e.date < TEST_TODAY)).toBe(true);
    expect(upcoming.map((e) => e.date)).toEqual(upcoming.map((e) => e.date).toSorted());
    expect(past.map((e) => e.date)).toEqual(
      past
        .map((e) => e.date)
        .toSorted()
        .reverse(),
    );
    expect((await fetchDecoded('api/events/getAllEvents', EventsResponse)).data).toHaveLength(24);
  });

  it('sends prices in dollars and they decode to cents', async () => {
    const res = await api.get('event-tickets/event-up-1');
    const wire = (await res.json()) as { data: { name: string; price: number }[] };
    expect(wire.data.find((t) => t.name === 'VIP')?.price).toBe(50.5);
    const decoded = await fetchDecoded('event-tickets/event-up-1', TicketTypesResponse);
    expect(decoded.data.find((t) => t.name === 'VIP')?.price).toBe(5050);
  });

  it('shows a sold-out event, a free event and the cheapest ticket still on sale', async () => {
    const events = (await fetchDecoded('api/events/getAllEvents', EventsResponse)).data;
    const byId = new Map(events.map((e) => [e._id, e]));
    expect(byId.get('event-up-4')).toMatchObject({ soldOut: true });
    expect(byId.get('event-up-3')).toMatchObject({ soldOut: false, ticketsFrom: null });
    // Early bird (15) is gone, so general admission (25) is the cheapest on sale.
    expect(byId.get('event-up-1')).toMatchObject({ soldOut: false, ticketsFrom: 2500 });
    expect(byId.get('event-past-1')?.hasAlbum).toBe(true);
    const info = (await fetchDecoded('event-info/event-up-3', EventInfoResponse)).data;
    expect(info.tickets).toEqual([]);
  });

  it('groups an event tickets by their group', async () => {
    const groups = (await fetchDecoded('api/eventTickets/getGroupTickets/event-up-1', TicketGroupsResponse)).data;
    expect(groups.map((g) => g.name)).toEqual(['General admission', 'VIP', 'Tables']);
    expect(groups[0]?.tickets.map((t) => t.name)).toEqual(['Early Bird', 'General Admission']);
  });
});

describe('venue settings', () => {
  it('serves the taxed variant by default', async () => {
    const settings = (await fetchDecoded('api/venue/getFinancialSettings', data(FinancialSettings))).data;
    expect(settings.taxItems).toContain('Bottles');
    expect(settings.serviceChargeItems).toContain('Bottles');
    expect(settings.bottlesMinimum).toBe(15000);
  });

  it('serves the on-location variant when pricing is on-location', async () => {
    const token = await api.signIn();
    const res = await api
      .app('on-location')
      .request('/venue-api/api/venue/getFinancialSettings', { headers: { authorization: `Bearer ${token}` } });
    const settings = decodeWith(data(FinancialSettings), 'on-location')(await res.json());
    expect(settings.ok && settings.value.data.taxItems).not.toContain('Bottles');
    expect(settings.ok && settings.value.data.serviceChargeItems).not.toContain('Bottles');
    expect(settings.ok && settings.value.data.bottlesDepositAmount).toBe(10000);
  });

  it('lists the opening hours with one day off and the menus of the header', async () => {
    const info = (await fetchDecoded('general-info', data(VenueGeneralInfo))).data;
    expect(info._id).toBe('velvet-room');
    expect(info.hours?.Monday?.DayOff).toBe(true);
    const settings = (await fetchDecoded('api/venue-website-settings/velvet-room', WebsiteSettingsResponse)).data;
    expect(settings.header.faqTarget).toBe('faq');
    expect(settings.menus.map((m) => m.value)).toContain('/bottles');
  });
});

describe('lists', () => {
  it('pages talents by page number and page size', async () => {
    const first = (await fetchDecoded('api/talents/getAll/1/4', TalentPageResponse)).data;
    const second = (await fetchDecoded('api/talents/getAll/2/4', TalentPageResponse)).data;
    expect(first).toMatchObject({ page: 1, pageSize: 4, total: 6 });
    expect(first.talents).toHaveLength(4);
    expect(second.talents).toHaveLength(2);
    for (const path of ['api/talents/getAll/0/4', 'api/talents/getAll/1/0', 'api/talents/getAll/1/101', 'api/talents/getAll/x/4']) {
      const res = await api.get(path);
      expect(res.status, path).toBe(422);
      expect(await res.json()).toMatchObject({ error: { code: 'invalid_input', field: expect.any(String) } });
    }
  });

  it('keeps unpriced bottles and a category with only unpriced bottles (the site hides them)', async () => {
    const catalog = (await fetchDecoded('bottles-items', data(BottleCatalog))).data;
    expect(catalog).toHaveLength(5);
    const prices = catalog.flatMap((c) => c.products.map((p) => p.price));
    expect(prices).toContain(null);
    expect(prices).toContain(0);
    expect(catalog.find((c) => c.name === 'Cognac')?.products.every((p) => !p.price)).toBe(true);
  });

  it('lists every block date, and only those not over for getUpBlocks', async () => {
    const all = (await fetchDecoded('block-times', data(BlockDateList))).data;
    const upcoming = (await fetchDecoded('api/blockReservations/getUpBlocks', data(BlockDateList))).data;
    expect(all).toHaveLength(4);
    expect(upcoming).toHaveLength(3);
    expect(upcoming.every((b) => b.dateTo >= TEST_TODAY)).toBe(true);
    expect(all.some((b) => b.timeFrom === '22:00' && b.timeTo === '02:00')).toBe(true);
  });

  it('builds the home page from upcoming events, featured reviews and running promotions', async () => {
    const home = (await fetchDecoded('sliders', HomeResponse)).data;
    expect(home.sliders).toHaveLength(3);
    expect(home.popups).toHaveLength(1);
    expect(home.promotions).toHaveLength(2);
    expect(home.events.length).toBeGreaterThan(0);
    expect(home.events.every((e) => e.date >= TEST_TODAY)).toBe(true);
    expect(home.reviews.every((r) => r.type === 'venue' && r.rating >= 4)).toBe(true);
  });

  it('fills the gallery tabs and the albums', async () => {
    const gallery = (await fetchDecoded('gallery-items', GalleryItemsResponse)).data;
    expect(gallery.venuePhotos.length).toBeGreaterThan(0);
    expect(gallery.venueVideos.length).toBeGreaterThan(0);
    expect(gallery.fbPhotos.length).toBeGreaterThan(0);
    expect(gallery.eventPhotos).toHaveLength(3);
    const album = (await fetchDecoded(`event-album/${gallery.eventPhotos[0]?.eventId}`, EventAlbumResponse)).data;
    expect(album.photos).toHaveLength(gallery.eventPhotos[0]?.photoCount ?? -1);
  });

  it('looks reviews up by type and id, newest first, with their average', async () => {
    const venue = (await fetchDecoded('review/venue/velvet-room', ReviewLookupResponse)).data;
    expect(venue).toMatchObject({ type: 'venue', id: 'velvet-room', title: 'Velvet Room', reviewCount: 8 });
    expect(venue.reviews.map((r) => r.date)).toEqual(
      venue.reviews
        .map((r) => r.date)
        .toSorted()
        .reverse(),
    );
    const talent = (await fetchDecoded('api/reviews/review/talent/talent-dj-nova', ReviewLookupResponse)).data;
    expect(talent).toMatchObject({ title: 'DJ Nova', reviewCount: 1, averageRating: 5 });
  });

  it('serves every picture the content points at', async () => {
    const bodies = await Promise.all(
      ['sliders', 'gallery-items', 'api/talents/getAll/1/100', 'bottles-items'].map(async (p) =>
        JSON.stringify(await (await api.get(p)).json()),
      ),
    );
    const names = new Set([...bodies.join('').matchAll(/\/venue-api\/media\/([a-z0-9-]+\.svg)/g)].map((m) => m[1]));
    expect(names.size).toBeGreaterThan(20);
    for (const name of names) {
      const res = await api.get(`media/${name}`, null);
      expect(res.status, name).toBe(200);
    }
  });
});
