// ContentPort over HTTP: one GET per method, each body decoded with its core `{ data }` schema.
import type { ContentPort } from '@venue/core/content/content.port';
import { drinkMenuSchemasIn } from '@venue/core/content/drink-menu-item.schema';
import { EventAlbumResponse } from '@venue/core/content/event-album.schema';
import { eventSchemasIn } from '@venue/core/content/event.schema';
import { FaqItemsResponse } from '@venue/core/content/faq-item.schema';
import { foodMenuSchemasIn } from '@venue/core/content/food-menu-item.schema';
import { GalleryItemsResponse } from '@venue/core/content/gallery-items.schema';
import { homeSchemasIn } from '@venue/core/content/home.schema';
import { ReviewLookupResponse } from '@venue/core/content/review-lookup.schema';
import { TalentPageResponse, TalentResponse } from '@venue/core/content/talent.schema';
import { ticketGroupSchemasIn } from '@venue/core/content/ticket-group.schema';
import { ticketTypeSchemasIn } from '@venue/core/content/ticket-type.schema';
import { WebsiteSettingsResponse } from '@venue/core/content/website-settings.schema';
import { financialSettingsSchemasIn } from '@venue/core/venue/financial-settings.schema';
import type { MinorExponent } from '@venue/core/money/currency-exponent';
import type { ApiResult } from '@venue/core/shared/api-error';
import { Schema } from 'effect';
import { dataOf, done } from './data-of';
import { withExponent, type MoneyExponent } from './money-exponent';

import type { VenueHttpClient } from './venue-http-client';

/** An id or page number as one path segment: a slash or `?` in an id must not change the path. */
export const segment = (value: string | number): string => encodeURIComponent(String(value));

/** Calls that carry money decode with the venue's exponent (`moneyExponent`, read before them). */
export function createContentHttp(client: VenueHttpClient, moneyExponent: MoneyExponent): ContentPort {
  const inCurrency = <T>(read: (exponent: MinorExponent) => ApiResult<T>): ApiResult<T> => withExponent(moneyExponent, read);
  return {
    websiteSettings: (venueId) => client.get(`api/venue-website-settings/${segment(venueId)}`, WebsiteSettingsResponse).then(dataOf),
    financialSettings: () =>
      inCurrency((e) => client.get('api/venue/getFinancialSettings', financialSettingsSchemasIn(e).FinancialSettingsResponse)).then(dataOf),
    home: () => inCurrency((e) => client.get('sliders', homeSchemasIn(e).HomeResponse)).then(dataOf),
    upcomingEvents: () => inCurrency((e) => client.get('upcomig-events', eventSchemasIn(e).EventsResponse)).then(dataOf),
    pastEvents: () => inCurrency((e) => client.get('past-events', eventSchemasIn(e).EventsResponse)).then(dataOf),
    allEvents: () => inCurrency((e) => client.get('api/events/getAllEvents', eventSchemasIn(e).EventsResponse)).then(dataOf),
    event: (eventId) => inCurrency((e) => client.get(`event-info/${segment(eventId)}`, eventSchemasIn(e).EventInfoResponse)).then(dataOf),
    eventTickets: (eventId) =>
      inCurrency((e) => client.get(`event-tickets/${segment(eventId)}`, ticketTypeSchemasIn(e).TicketTypesResponse)).then(dataOf),
    ticketGroups: (eventId) =>
      inCurrency((e) =>
        client.get(`api/eventTickets/getGroupTickets/${segment(eventId)}`, ticketGroupSchemasIn(e).TicketGroupsResponse),
      ).then(dataOf),
    gallery: () => client.get('gallery-items', GalleryItemsResponse).then(dataOf),
    eventAlbum: (eventId) => client.get(`event-album/${segment(eventId)}`, EventAlbumResponse).then(dataOf),
    foodMenu: () => inCurrency((e) => client.get('food-menu-items', foodMenuSchemasIn(e).FoodMenuItemsResponse)).then(dataOf),
    drinkMenu: () => inCurrency((e) => client.get('menu-items', drinkMenuSchemasIn(e).DrinkMenuItemsResponse)).then(dataOf),
    faq: () => client.get('faq-items', FaqItemsResponse).then(dataOf),
    talents: (page, pageSize) => client.get(`api/talents/getAll/${segment(page)}/${segment(pageSize)}`, TalentPageResponse).then(dataOf),
    talent: (talentId) => client.get(`api/talents/getOne/${segment(talentId)}`, TalentResponse).then(dataOf),
    review: (type, id) => client.get(`review/${segment(type)}/${segment(id)}`, ReviewLookupResponse).then(dataOf),
    // HTML and PDF, not JSON: only whether they answer matters to the pages that embed them.
    campaignPage: (promotionId) => client.get(`multiEmailCampain/${segment(promotionId)}`, Schema.Unknown).then(done),
    invoicePdf: (file) => client.get(`invoices/pdf/${segment(file)}`, Schema.Unknown).then(done),
  };
}
