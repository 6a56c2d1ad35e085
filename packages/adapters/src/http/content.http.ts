// ContentPort over HTTP: one GET per method, each body decoded with its core `{ data }` schema.
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
import { Schema } from 'effect';
import { dataOf, done } from './data-of';
import type { VenueHttpClient } from './venue-http-client';

/** An id or page number as one path segment: a slash or `?` in an id must not change the path. */
export const segment = (value: string | number): string => encodeURIComponent(String(value));

export function createContentHttp(client: VenueHttpClient): ContentPort {
  return {
    websiteSettings: (venueId) => client.get(`api/venue-website-settings/${segment(venueId)}`, WebsiteSettingsResponse).then(dataOf),
    financialSettings: () => client.get('api/venue/getFinancialSettings', FinancialSettingsResponse).then(dataOf),
    home: () => client.get('sliders', HomeResponse).then(dataOf),
    upcomingEvents: () => client.get('upcomig-events', EventsResponse).then(dataOf),
    pastEvents: () => client.get('past-events', EventsResponse).then(dataOf),
    allEvents: () => client.get('api/events/getAllEvents', EventsResponse).then(dataOf),
    event: (eventId) => client.get(`event-info/${segment(eventId)}`, EventInfoResponse).then(dataOf),
    eventTickets: (eventId) => client.get(`event-tickets/${segment(eventId)}`, TicketTypesResponse).then(dataOf),
    ticketGroups: (eventId) => client.get(`api/eventTickets/getGroupTickets/${segment(eventId)}`, TicketGroupsResponse).then(dataOf),
    gallery: () => client.get('gallery-items', GalleryItemsResponse).then(dataOf),
    eventAlbum: (eventId) => client.get(`event-album/${segment(eventId)}`, EventAlbumResponse).then(dataOf),
    foodMenu: () => client.get('food-menu-items', FoodMenuItemsResponse).then(dataOf),
    drinkMenu: () => client.get('menu-items', DrinkMenuItemsResponse).then(dataOf),
    faq: () => client.get('faq-items', FaqItemsResponse).then(dataOf),
    talents: (page, pageSize) => client.get(`api/talents/getAll/${segment(page)}/${segment(pageSize)}`, TalentPageResponse).then(dataOf),
    talent: (talentId) => client.get(`api/talents/getOne/${segment(talentId)}`, TalentResponse).then(dataOf),
    review: (type, id) => client.get(`review/${segment(type)}/${segment(id)}`, ReviewLookupResponse).then(dataOf),
    // HTML and PDF, not JSON: only whether they answer matters to the pages that embed them.
    campaignPage: (promotionId) => client.get(`multiEmailCampain/${segment(promotionId)}`, Schema.Unknown).then(done),
    invoicePdf: (file) => client.get(`invoices/pdf/${segment(file)}`, Schema.Unknown).then(done),
  };
}
