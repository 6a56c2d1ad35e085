// /robots.txt and /sitemap.xml: every page a guest can land on from outside, with the upcoming
// events and the talents, read through the same content port as the pages.
import { pathTo, type RouteName } from '@venue/core/routing/routes';
import { content } from '../app/services';
import { escapeHtml } from './html';

/** Pages with no id in their path that a guest may open from a search result or a shared link. */
const landingPages: readonly RouteName[] = [
  'Home',
  'Events',
  'EventsCalendar',
  'PastEvents',
  'Gallery',
  'Menu',
  'Bottles',
  'Booking',
  'Reservation',
  'Teams',
  'TalentSubmissions',
  'GiftCards',
  'FAQ',
  'Contact',
  'Careers',
  'PrivacyPolicy',
];

const TALENT_PAGE_SIZE = 100;

async function allTalentIds(): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; page <= 50; page++) {
    const answer = await content.talents(page, TALENT_PAGE_SIZE);
    if (!answer.ok) break;
    ids.push(...answer.value.talents.map((t) => t._id));
    if (ids.length >= answer.value.total || answer.value.talents.length === 0) break;
  }
  return ids;
}

export async function sitemapXml(origin: string): Promise<string> {
  const [events, talentIds] = await Promise.all([content.upcomingEvents(), allTalentIds()]);
  const paths = [
    ...landingPages.map((name) => pathTo(name)),
    '/foodDelivery',
    ...(events.ok ? events.value.map((event) => pathTo('EventDetails', { eventId: event._id })) : []),
    ...talentIds.map((id) => pathTo('TeamDetails', { id })),
  ];
  const urls = paths.map((path) => `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Flows that hold a guest's order or booking are not for crawlers. */
export const robotsTxt = (origin: string): string =>
  [
    'User-agent: *',
    'Disallow: /venue-api/',
    'Disallow: /payment/',
    'Disallow: /confirmation',
    'Disallow: /tickets-checkout',
    'Disallow: /bottle-checkout',
    'Disallow: /other-guests/',
    'Disallow: /reservation-checkout/',
    'Disallow: /cancel-reservation/',
    'Disallow: /booking-checkout/',
    'Disallow: /cancel-booking/',
    'Disallow: /staff-availability/',
    'Disallow: /view/',
    'Disallow: /guest-code/',
    'Allow: /',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
