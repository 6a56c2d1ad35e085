// The one route table (docs/product.md#routes-and-navigation): every path of core's table, each page its own lazily loaded
// chunk; /foodDelivery as a page of its own; legacy and unknown paths redirect through core's rules.
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { navigate } from '@venue/core/routing/ref-pid-carry-over';
import { routes, type RouteName } from '@venue/core/routing/routes';
import type { RouteHandle } from './route-handle';
import { RootLayout } from './root-layout';
import { RouteErrorPanel } from '../routing/route-error-panel';
import { PageSkeleton } from '../ui/page-skeleton';

type LazyPage = NonNullable<RouteObject['lazy']>;

// A Record, so a route added to core's table fails to compile until it has a page here.
const pages: Record<RouteName, LazyPage> = {
  Home: () => import('../pages/home/home-page'),
  Gallery: () => import('../pages/gallery/gallery-page'),
  EventPhotos: () => import('../pages/gallery/event-photos-page'),
  Booking: () => import('../pages/booking/booking-page'),
  BookingCheckout: () => import('../pages/booking/booking-checkout-page'),
  planningCancelConfirmation: () => import('../pages/booking/cancel-booking-page'),
  Menu: () => import('../pages/menu/menu-page'),
  FAQ: () => import('../pages/faq/faq-page'),
  Contact: () => import('../pages/contact/contact-page'),
  Careers: () => import('../pages/careers/careers-page'),
  StaffAvailability: () => import('../pages/staff-availability/staff-availability-page'),
  Reservation: () => import('../pages/reservations/reservation-page'),
  UpdateReservation: () => import('../pages/reservations/update-reservation-page'),
  ReservationCheckout: () => import('../pages/reservations/reservation-checkout-page'),
  Review: () => import('../pages/review/review-page'),
  Events: () => import('../pages/events/events-page'),
  EventsCalendar: () => import('../pages/events/events-calendar-page'),
  EventDetails: () => import('../pages/events/event-details-page'),
  PastEvents: () => import('../pages/events/past-events-page'),
  Tickets: () => import('../pages/tickets/tickets-page'),
  TicketsCheckout: () => import('../pages/tickets/tickets-checkout-page'),
  OtherGuests: () => import('../pages/tickets/other-guests-page'),
  Bottles: () => import('../pages/bottles/bottles-page'),
  BottleCheckout: () => import('../pages/bottles/bottle-checkout-page'),
  Teams: () => import('../pages/talents/teams-page'),
  TeamDetails: () => import('../pages/talents/team-details-page'),
  TalentSubmissions: () => import('../pages/talents/talent-submissions-page'),
  Payment: () => import('../pages/payment/payment-page'),
  Coatcheck: () => import('../pages/coatcheck/coatcheck-page'),
  Confirmation: () => import('../pages/confirmation/confirmation-page'),
  pdfViewer: () => import('../pages/pdf-viewer/pdf-viewer-page'),
  PrivacyPolicy: () => import('../pages/privacy/privacy-policy-page'),
  Promotion: () => import('../pages/promotion/promotion-page'),
  GiftCards: () => import('../pages/gift-cards/gift-cards-page'),
};

const page = (path: string, handle: RouteHandle, lazy: LazyPage): RouteObject => ({
  path,
  // Core matches case-sensitively: /Gallery is an unknown path, not the gallery.
  caseSensitive: true,
  handle,
  lazy,
  HydrateFallback: PageSkeleton,
  ErrorBoundary: RouteErrorPanel,
});

/** Legacy paths go to their new path, anything else unknown to / (core's rules), query kept. */
export function redirectLoader({ request }: LoaderFunctionArgs): Response {
  const url = new URL(request.url);
  return redirect(navigate('', `${url.pathname}${url.search}`).href);
}

export const routeTable: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: PageSkeleton,
    children: [
      ...routes.map((route) => page(route.pattern, { route: route.name }, pages[route.name])),
      page('/foodDelivery', { route: 'FoodDelivery' }, () => import('../pages/food-delivery/food-delivery-page')),
      { path: '*', loader: redirectLoader, Component: PageSkeleton },
    ],
  },
];
