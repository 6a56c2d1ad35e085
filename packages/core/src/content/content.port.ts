import type { ApiResult } from '../shared/api-error';
import type { FinancialSettings } from '../venue/financial-settings.schema';
import type { DrinkMenuItem } from './drink-menu-item.schema';
import type { EventAlbum } from './event-album.schema';
import type { Event, EventWithTickets } from './event.schema';
import type { FaqItem } from './faq-item.schema';
import type { FoodMenuItem } from './food-menu-item.schema';
import type { GalleryItems } from './gallery-items.schema';
import type { HomeContent } from './home.schema';
import type { ReviewLookup } from './review-lookup.schema';
import type { ReviewTargetType } from './review.schema';
import type { Talent, TalentPage } from './talent.schema';
import type { TicketGroup } from './ticket-group.schema';
import type { TicketType } from './ticket-type.schema';
import type { WebsiteSettings } from './website-settings.schema';

/**
 * Every read of the venue's content (docs/api.md), each answer decoded from the response's `data`.
 * The pages read through this port only; the HTTP adapter maps each method to its path.
 */
export interface ContentPort {
  /** GET api/venue-website-settings/{venueId}: header, menus and SEO. */
  websiteSettings(venueId: string): ApiResult<WebsiteSettings>;
  /** GET api/venue/getFinancialSettings. */
  financialSettings(): ApiResult<FinancialSettings>;
  /** GET sliders: sliders, popups, reviews, promotions and the next events of the home page. */
  home(): ApiResult<HomeContent>;
  /** GET upcomig-events (the venue API spells it so). */
  upcomingEvents(): ApiResult<readonly Event[]>;
  /** GET past-events. */
  pastEvents(): ApiResult<readonly Event[]>;
  /** GET api/events/getAllEvents: every event, for the calendar. */
  allEvents(): ApiResult<readonly Event[]>;
  /** GET event-info/{id}: the event with its ticket types. */
  event(eventId: string): ApiResult<EventWithTickets>;
  /** GET event-tickets/{id}. */
  eventTickets(eventId: string): ApiResult<readonly TicketType[]>;
  /** GET api/eventTickets/getGroupTickets/{id}: the event's ticket types grouped for display. */
  ticketGroups(eventId: string): ApiResult<readonly TicketGroup[]>;
  /** GET gallery-items. */
  gallery(): ApiResult<GalleryItems>;
  /** GET event-album/{id}. */
  eventAlbum(eventId: string): ApiResult<EventAlbum>;
  /** GET food-menu-items. */
  foodMenu(): ApiResult<readonly FoodMenuItem[]>;
  /** GET menu-items: the drinks menu. */
  drinkMenu(): ApiResult<readonly DrinkMenuItem[]>;
  /** GET faq-items. */
  faq(): ApiResult<readonly FaqItem[]>;
  /** GET api/talents/getAll/{page}/{pageSize}. */
  talents(page: number, pageSize: number): ApiResult<TalentPage>;
  /** GET api/talents/getOne/{id}. */
  talent(talentId: string): ApiResult<Talent>;
  /** GET review/{type}/{id}. */
  review(type: ReviewTargetType, id: string): ApiResult<ReviewLookup>;
  /** GET multiEmailCampain/{promotionId}: whether the campaign page is there (the page frames it; 404 when not). */
  campaignPage(promotionId: string): ApiResult<void>;
  /** GET invoices/pdf/{file}: whether the invoice is there (the page embeds it; 404 when not). */
  invoicePdf(file: string): ApiResult<void>;
}
