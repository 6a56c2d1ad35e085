// The server's two questions about a page. Is it read, not worked (docs/decisions.md#islands-on-content-pages)?
// Its text, links and pictures need no script, so it is sent with its islands only; every other page is a
// flow page (forms, checkouts, payments) with the router and its machines. Is it the same for every guest?
// Then the backend may keep its HTML briefly (docs/performance.md#server-rendering-and-its-cache).
import type { RouteHandle } from './route-handle';

const contentPages: ReadonlySet<RouteHandle['route']> = new Set<RouteHandle['route']>([
  'Home',
  'Events',
  'EventDetails',
  'PastEvents',
  'EventsCalendar',
  'Menu',
  'Gallery',
  'EventPhotos',
  'Teams',
  'TeamDetails',
  'FAQ',
  'PrivacyPolicy',
  'Promotion',
  'pdfViewer',
  'GuestCode',
]);

export const isContentPage = (route: RouteHandle['route'] | undefined): boolean => route !== undefined && contentPages.has(route);

// What these show depends only on the venue's data, never on a guest's order, booking or invoice.
const sharedPages: ReadonlySet<RouteHandle['route']> = new Set<RouteHandle['route']>([
  'Home',
  'Gallery',
  'EventPhotos',
  'Menu',
  'FAQ',
  'Contact',
  'Careers',
  'Events',
  'EventsCalendar',
  'EventDetails',
  'PastEvents',
  'Teams',
  'TeamDetails',
  'PrivacyPolicy',
  'Promotion',
]);

export const isSharedPage = (route: RouteHandle['route'] | undefined): boolean => route !== undefined && sharedPages.has(route);
