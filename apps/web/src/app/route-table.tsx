// The one route table (docs/product.md#routes-and-navigation): every path of core's table, each page its own lazily loaded
// chunk; /foodDelivery as a page of its own; legacy and unknown paths redirect through core's rules.
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { navigate } from '@venue/core/routing/ref-pid-carry-over';
import { routes, type RouteName } from '@venue/core/routing/routes';
import type { MetaFunction } from '../head/page-meta';
import { siteLoader, siteShouldRevalidate } from '../head/site-data';
import type { RouteHandle } from './route-handle';
import { RootLayout } from './root-layout';
import { RouteErrorPanel } from '../routing/route-error-panel';
import { SiteErrorPage } from '../routing/site-error-page';
import { PageSkeleton } from '../ui/page-skeleton';

type PageModule = Pick<RouteObject, 'Component' | 'loader' | 'action' | 'shouldRevalidate'> & { readonly meta?: MetaFunction<never> };

// Every page module, each its own chunk; the key is the module's path, which the server also uses
// to find the chunk's CSS and scripts in the build manifest.
const pageModules = import.meta.glob<PageModule>('../pages/*/*-page.tsx');

// A Record, so a route added to core's table fails to compile until it has a page here.
const pages: Record<RouteName, string> = {
  Home: 'home/home-page',
  Gallery: 'gallery/gallery-page',
  EventPhotos: 'gallery/event-photos-page',
  Booking: 'booking/booking-page',
  BookingCheckout: 'booking/booking-checkout-page',
  planningCancelConfirmation: 'booking/cancel-booking-page',
  Menu: 'menu/menu-page',
  FAQ: 'faq/faq-page',
  Contact: 'contact/contact-page',
  Careers: 'careers/careers-page',
  StaffAvailability: 'staff-availability/staff-availability-page',
  Reservation: 'reservations/reservation-page',
  UpdateReservation: 'reservations/update-reservation-page',
  ReservationCheckout: 'reservations/reservation-checkout-page',
  CancelReservation: 'reservations/cancel-reservation-page',
  Review: 'review/review-page',
  Events: 'events/events-page',
  EventsCalendar: 'events/events-calendar-page',
  EventDetails: 'events/event-details-page',
  PastEvents: 'events/past-events-page',
  Tickets: 'tickets/tickets-page',
  TicketsCheckout: 'tickets/tickets-checkout-page',
  OtherGuests: 'other-guests/other-guests-page',
  Bottles: 'bottles/bottles-page',
  BottleCheckout: 'bottles/bottle-checkout-page',
  Teams: 'talents/teams-page',
  TeamDetails: 'talents/team-details-page',
  TalentSubmissions: 'talents/talent-submissions-page',
  Payment: 'payment/payment-page',
  Coatcheck: 'coatcheck/coatcheck-page',
  Confirmation: 'confirmation/confirmation-page',
  pdfViewer: 'pdf-viewer/pdf-viewer-page',
  PrivacyPolicy: 'privacy/privacy-policy-page',
  Promotion: 'promotion/promotion-page',
  GiftCards: 'gift-cards/gift-cards-page',
  GuestCode: 'guest-code/guest-code-page',
  MyOrders: 'my-orders/my-orders-page',
  MyOrdersList: 'my-orders/my-orders-list-page',
};

function page(path: string, route: RouteHandle['route'], modulePath: string): RouteObject {
  const importPage = pageModules[`../pages/${modulePath}.tsx`];
  if (!importPage) throw new Error(`No page module ../pages/${modulePath}.tsx`);
  return {
    path,
    // Core matches case-sensitively: /Gallery is an unknown path, not the gallery.
    caseSensitive: true,
    // The handle comes with the module, so it can carry the page's head (`meta`).
    lazy: async () => {
      const { meta, ...module } = await importPage();
      const handle: RouteHandle = { route, module: `src/pages/${modulePath}.tsx`, ...(meta ? { meta: meta as MetaFunction } : {}) };
      return { ...module, handle };
    },
    HydrateFallback: PageSkeleton,
    ErrorBoundary: RouteErrorPanel,
  };
}

/** Legacy paths go to their new path for good (301), anything else unknown to / for now (302): core's rules, query kept. */
export function redirectLoader({ request }: LoaderFunctionArgs): Response {
  const url = new URL(request.url);
  const to = navigate('', `${url.pathname}${url.search}`);
  return redirect(to.href, to.redirect === 'permanent' ? 301 : 302);
}

export const routeTable: RouteObject[] = [
  {
    id: 'root',
    loader: siteLoader,
    shouldRevalidate: siteShouldRevalidate,
    Component: RootLayout,
    HydrateFallback: PageSkeleton,
    ErrorBoundary: SiteErrorPage,
    children: [
      ...routes.map((route) => page(route.pattern, route.name, pages[route.name])),
      page('/foodDelivery', 'FoodDelivery', 'food-delivery/food-delivery-page'),
      { path: '*', loader: redirectLoader, Component: PageSkeleton },
    ],
  },
];
