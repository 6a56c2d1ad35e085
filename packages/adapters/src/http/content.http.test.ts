import { Schema } from 'effect';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ContentPort } from '@venue/core/content/content.port';
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
import { FinancialSettingsResponse } from '@venue/core/venue/financial-settings.schema';
import { createContentHttp } from './content.http';
import { fixedExponent } from './money-exponent';
import { startTestVenueServer, type TestVenueServer } from '../testing/test-venue-server';
import { recordingClient } from '../testing/recording-client';

/** The test venue counts in dollars. */
const usd = fixedExponent(2);

const cases: [string, (port: ContentPort) => Promise<unknown>, string, Schema.Top][] = [
  ['websiteSettings', (p) => p.websiteSettings('v1'), 'api/venue-website-settings/v1', WebsiteSettingsResponse],
  ['financialSettings', (p) => p.financialSettings(), 'api/venue/getFinancialSettings', FinancialSettingsResponse],
  ['home', (p) => p.home(), 'sliders', HomeResponse],
  ['upcomingEvents', (p) => p.upcomingEvents(), 'upcomig-events', EventsResponse],
  ['pastEvents', (p) => p.pastEvents(), 'past-events', EventsResponse],
  ['allEvents', (p) => p.allEvents(), 'api/events/getAllEvents', EventsResponse],
  ['event', (p) => p.event('e1'), 'event-info/e1', EventInfoResponse],
  ['eventTickets', (p) => p.eventTickets('e1'), 'event-tickets/e1', TicketTypesResponse],
  ['ticketGroups', (p) => p.ticketGroups('e1'), 'api/eventTickets/getGroupTickets/e1', TicketGroupsResponse],
  ['gallery', (p) => p.gallery(), 'gallery-items', GalleryItemsResponse],
  ['eventAlbum', (p) => p.eventAlbum('e1'), 'event-album/e1', EventAlbumResponse],
  ['foodMenu', (p) => p.foodMenu(), 'food-menu-items', FoodMenuItemsResponse],
  ['drinkMenu', (p) => p.drinkMenu(), 'menu-items', DrinkMenuItemsResponse],
  ['faq', (p) => p.faq(), 'faq-items', FaqItemsResponse],
  ['talents', (p) => p.talents(2, 10), 'api/talents/getAll/2/10', TalentPageResponse],
  ['talent', (p) => p.talent('t1'), 'api/talents/getOne/t1', TalentResponse],
  ['review', (p) => p.review('event', 'e1'), 'review/event/e1', ReviewLookupResponse],
];

describe('content port over HTTP: paths and schemas', () => {
  it.each(cases)('%s GETs its API path, decodes with its schema and unwraps data', async (_name, call, path, schema) => {
    const { client, calls } = recordingClient();
    expect(await call(createContentHttp(client, usd))).toEqual({ ok: true, value: path });
    expect(calls).toEqual([{ method: 'GET', path, schema }]);
  });

  it.each([
    ['campaignPage', (p: ContentPort) => p.campaignPage('promo/1'), 'multiEmailCampain/promo%2F1'],
    ['invoicePdf', (p: ContentPort) => p.invoicePdf('invoice-1.pdf'), 'invoices/pdf/invoice-1.pdf'],
  ] as const)('%s GETs its embedded page and answers only that it is there', async (_name, call, path) => {
    const { client, calls } = recordingClient();
    expect(await call(createContentHttp(client, usd))).toEqual({ ok: true, value: undefined });
    expect(calls).toEqual([{ method: 'GET', path, schema: Schema.Unknown }]);
  });

  it('keeps an id with a slash or a question mark inside its one path segment', async () => {
    const { client, calls } = recordingClient();
    await createContentHttp(client, usd).talent('a/b?c');
    expect(calls[0]?.path).toBe('api/talents/getOne/a%2Fb%3Fc');
  });
});

let venue: TestVenueServer;
beforeAll(async () => (venue = await startTestVenueServer()));
afterAll(() => venue.close());
beforeEach(() => {
  venue.seen.length = 0;
  venue.routes = {};
});

const faq = { _id: 'f1', question: 'Dress code?', answer: '<p>Smart casual</p>', category: 'Entry' };
const drink = {
  _id: 'd1',
  name: 'Negroni',
  description: 'Gin, Campari, vermouth',
  category: 'Cocktails',
  price: 14.5,
  serving: 'Glass',
  image: null,
};

describe('content port over HTTP: real requests', () => {
  it('decodes the body, money in cents', async () => {
    venue.routes = {
      'GET /faq-items': { status: 200, body: { data: [faq] } },
      'GET /menu-items': { status: 200, body: { data: [drink] } },
    };
    const content = createContentHttp(venue.client(), usd);
    expect(await content.faq()).toEqual({ ok: true, value: [faq] });
    expect(await content.drinkMenu()).toEqual({ ok: true, value: [{ ...drink, price: 1450 }] });
  });

  it('names the endpoint and the field of a body that does not decode', async () => {
    venue.routes = { 'GET /menu-items': { status: 200, body: { data: [{ ...drink, price: 'free' }] } } };
    expect(await createContentHttp(venue.client(), usd).drinkMenu()).toMatchObject({
      ok: false,
      error: { _tag: 'DecodeError', source: 'GET menu-items', path: 'data[0].price' },
    });
  });

  it('answers an unknown event with the typed 404', async () => {
    expect(await createContentHttp(venue.client(), usd).event('missing')).toMatchObject({
      ok: false,
      error: { _tag: 'HttpError', status: 404 },
    });
    expect(venue.seen.at(-1)?.url).toBe('/event-info/missing');
  });
});
