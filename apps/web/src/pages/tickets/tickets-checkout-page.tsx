// /tickets-checkout?eventId=... (docs/product.md#tickets): the cart the tickets page kept, the
// guest's details, the promoter code and the order through core's order flow, then payment or,
// with nothing due, the confirmation. The loader reads the event's tickets and the kept cart (on the
// server, its cookie copy: app/storage.ts), so the server draws the checkout whole and the page starts
// at the guest's first touch (docs/decisions.md#checkouts-drawn-from-a-cookie-copy).
import { useEffect, useMemo, useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { parseQuery } from '@venue/core/routing/query';
import { pathTo } from '@venue/core/routing/routes';
import type { TicketCheckoutInput } from '@venue/core/tickets/ticket-checkout-setup';
import { ticketCheckoutMachineWith } from '@venue/core/tickets/ticket-checkout-wiring';
import type { TicketCart } from '@venue/core/tickets/ticket-cart';
import { ticketsCheckoutHref } from '@venue/core/tickets/ticket-cart.machine';
import { loadTicketCart, storedCartEvent } from '@venue/core/tickets/ticket-storage';
import { clientInfo } from '../../app/client-info';
import { deferredPhone } from '../../app/deferred-phone';
import { inspectOptions } from '../../app/inspect';
import { randomId } from '../../app/random-id';
import { orders, storage, ticketBooking } from '../../app/services';
import { guestStorageOf } from '../../app/storage';
import { useStoredOverDrawn } from '../../app/use-stored-after-hydration';
import { useVenue } from '../../app/use-venue';
import { SiteLink } from '../../routing/site-link';
import { useSiteNavigate } from '../../routing/use-site-navigate';
import { LoadFailedPanel } from '../../ui/load-failed-panel';
import page from '../../ui/page.module.css';
import { PageSkeleton } from '../../ui/page-skeleton';
import { useLazyPhoneField } from '../../ui/use-lazy-phone-field';
import { formatEventDate, formatTimeOfDay } from '../../ui/format';
import { CheckoutView } from './checkout-view';
import { NoSalePanel } from './no-sale-panel';
import { NothingChosenPanel } from './nothing-chosen-panel';
import { TicketCheckoutContext } from './ticket-checkout-context';

import { loadEventTickets } from './ticket-services';
import styles from './tickets.module.css';
import * as m from '~messages/tickets';
import { VenueText } from '../../ui/venue-text';

export async function loader({ request }: LoaderFunctionArgs) {
  const eventId = parseQuery(new URL(request.url).search).eventId?.trim() ?? '';
  if (eventId === '') return null;
  return { ...(await loadEventTickets(eventId)), kept: loadTicketCart(guestStorageOf(request), eventId) };
}

export const meta = () => ({ title: m.checkoutTitle });

const reportDecodeError = (step: string, error: unknown) =>
  console.error(`The venue answered the ticket order (${step}) in an unexpected shape`, error);

export function Component() {
  const data = useLoaderData<typeof loader>();
  const navigate = useSiteNavigate();
  // No event in the address (an old link): the cart kept in storage says which one.
  useEffect(() => {
    if (data !== null) return;
    const eventId = storedCartEvent(storage);
    if (eventId !== null) navigate(ticketsCheckoutHref(eventId));
  }, [data, navigate]);

  return (
    <div className={`${page.page} ${styles.page}`}>
      <header className={page.head}>
        <h1>{m.checkoutTitle}</h1>
        {data !== null && (
          <p>
            <VenueText>{data.event.name}</VenueText> · {formatEventDate(data.event.date)} · {formatTimeOfDay(data.event.startTime)}
          </p>
        )}
      </header>
      {data === null ? (
        <NothingChosenPanel eventId={null} />
      ) : data.sale !== 'on-sale' ? (
        <NoSalePanel sale={data.sale} eventId={data.event._id} />
      ) : (
        <>
          <SiteLink to={pathTo('Tickets', { eventId: data.event._id })} className={page.backLink}>
            {m.changeTickets}
          </SiteLink>
          <StartedCheckout eventId={data.event._id} types={data.types} settings={data.settings} drawn={data.kept} />
        </>
      )}
    </div>
  );
}

interface StartedCheckoutProps extends Pick<TicketCheckoutInput, 'eventId' | 'types' | 'settings'> {
  /** The cart the loader read: the server's from the cookie copy, the browser's from storage. */
  readonly drawn: TicketCart | null;
}

function StartedCheckout({ eventId, types, settings, drawn }: StartedCheckoutProps) {
  const { currency } = useVenue();
  const navigate = useSiteNavigate();
  // The device is read as each order is sent, never while rendering.
  const logic = useMemo(
    () =>
      ticketCheckoutMachineWith({
        orders,
        reportDecodeError,
        tickets: ticketBooking,
        storage,
        phone: deferredPhone,
        navigate,
        device: clientInfo,
      }),
    [navigate],
  );
  const { PhoneField, failed } = useLazyPhoneField();
  // One id per visit; the server's is never used, as its machine never starts.
  const [checkoutId] = useState(randomId);
  const { stored, differs } = useStoredOverDrawn(drawn, (from) => loadTicketCart(from, eventId), eventId);
  const input = useMemo<TicketCheckoutInput>(
    () => ({ eventId, types, settings, currencySymbol: currency, checkoutId, stored }),
    [eventId, types, settings, currency, checkoutId, stored],
  );

  if (failed) return <LoadFailedPanel what="page" />;
  if (PhoneField === null) return <PageSkeleton />;
  return (
    // A new checkout from storage's cart when it is not the one drawn: an actor keeps the input it began with.
    <TicketCheckoutContext.Provider key={differs ? 'kept' : 'drawn'} logic={logic} options={{ ...inspectOptions(), input }}>
      <CheckoutView eventId={eventId} PhoneField={PhoneField} />
    </TicketCheckoutContext.Provider>
  );
}
