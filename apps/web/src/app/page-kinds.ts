// Which pages are read, not worked (docs/decisions.md#islands-on-content-pages): their text, links
// and pictures need no script, so the server sends them with their islands only. Every other page is
// a flow page (forms, checkouts, payments) with the router and its machines.
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
]);

export const isContentPage = (route: RouteHandle['route'] | undefined): boolean => route !== undefined && contentPages.has(route);
