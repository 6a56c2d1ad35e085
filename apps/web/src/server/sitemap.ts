// /robots.txt and /sitemap.xml: every page a guest can land on from outside, with the upcoming
// events and the talents, read through the same content port as the pages.
import { pathIn } from '@venue/core/i18n/language-path';
import type { SiteLanguage } from '@venue/core/i18n/languages';
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

/** One page in every language, each naming the others (and the default as x-default) for search engines. */
function urlEntries(origin: string, path: string, languages: readonly [SiteLanguage, ...SiteLanguage[]]): string[] {
  const address = (language: SiteLanguage) => escapeHtml(`${origin}${pathIn(path, language, languages[0])}`);
  if (languages.length === 1) return [`  <url><loc>${address(languages[0])}</loc></url>`];
  const alternates = [
    ...languages.map((language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${address(language)}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${address(languages[0])}"/>`,
  ].join('');
  return languages.map((language) => `  <url><loc>${address(language)}</loc>${alternates}</url>`);
}

export async function sitemapXml(origin: string, languages: readonly [SiteLanguage, ...SiteLanguage[]]): Promise<string> {
  const [events, talentIds] = await Promise.all([content.upcomingEvents(), allTalentIds()]);
  const paths = [
    ...landingPages.map((name) => pathTo(name)),
    '/foodDelivery',
    ...(events.ok ? events.value.map((event) => pathTo('EventDetails', { eventId: event._id })) : []),
    ...talentIds.map((id) => pathTo('TeamDetails', { id })),
  ];
  const urls = paths.flatMap((path) => urlEntries(origin, path, languages)).join('\n');
  const namespaces = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml"';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${namespaces}>\n${urls}\n</urlset>\n`;
}

/** Flows that hold a guest's order or booking are not for crawlers, in any language. */
const privatePaths = [
  '/payment/',
  '/confirmation',
  '/tickets-checkout',
  '/bottle-checkout',
  '/other-guests/',
  '/reservation-checkout/',
  '/cancel-reservation/',
  '/booking-checkout/',
  '/cancel-booking/',
  '/staff-availability/',
  '/view/',
  '/guest-code/',
];

export const robotsTxt = (origin: string, languages: readonly [SiteLanguage, ...SiteLanguage[]]): string =>
  [
    'User-agent: *',
    'Disallow: /venue-api/',
    ...languages.flatMap((language) => privatePaths.map((path) => `Disallow: ${pathIn(path, language, languages[0])}`)),
    'Allow: /',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
