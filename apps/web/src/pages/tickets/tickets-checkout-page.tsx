// /tickets-checkout?eventId=... (docs/product.md#tickets): the cart the tickets page kept, the
// guest's details, the promoter code and the order through core's order flow, then payment or,
// with nothing due, the confirmation. The loader reads the event's tickets (server-rendered); the
// machine starts in the browser once the phone input's chunk is in (its rules check Cell Phone).
import { useEffect, useMemo, useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { parseQuery } from '@venue/core/routing/query';
import { pathTo } from '@venue/core/routing/routes';
import type { TicketCheckoutInput } from '@venue/core/tickets/ticket-checkout-setup';
import { ticketCheckoutInputFrom, ticketCheckoutMachineWith } from '@venue/core/tickets/ticket-checkout-wiring';
import { ticketsCheckoutHref } from '@venue/core/tickets/ticket-cart.machine';
import { storedCartEvent } from '@venue/core/tickets/ticket-storage';
import { clientInfo } from '../../app/client-info';
import { deferredPhone } from '../../app/deferred-phone';
import { inspectOptions } from '../../app/inspect';
import { randomId } from '../../app/random-id';
import { orders, storage, ticketBooking } from '../../app/services';
import { useVenue } from '../../app/use-venue';
import { SiteLink } from '../../routing/site-link';
import { useSiteNavigate } from '../../routing/use-site-navigate';
import { LoadFailedPanel } from '../../ui/load-failed-panel';
import page from '../../ui/page.module.css';
import { PageSkeleton } from '../../ui/page-skeleton';
import { useLazyPhoneField } from '../../ui/use-lazy-phone-field';
import { formatEventDate } from '../../ui/format';
import { CheckoutView } from './checkout-view';
import { NoSalePanel } from './no-sale-panel';
import { NothingChosenPanel } from './nothing-chosen-panel';
import { TicketCheckoutContext } from './ticket-checkout-context';

import { loadEventTickets } from './ticket-services';
import styles from './tickets.module.css';

export async function loader({ request }: LoaderFunctionArgs) {
  const eventId = parseQuery(new URL(request.url).search).eventId?.trim() ?? '';
  return eventId === '' ? null : loadEventTickets(eventId);
}

export const meta = () => ({ title: 'Tickets checkout' });

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
        <h1>Tickets checkout</h1>
        {data !== null && (
          <p>
            {data.event.name} · {formatEventDate(data.event.date)} · {data.event.startTime}
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
            ← Change tickets
          </SiteLink>
          <StartedCheckout eventId={data.event._id} types={data.types} settings={data.settings} />
        </>
      )}
    </div>
  );
}

function StartedCheckout({ eventId, types, settings }: Pick<TicketCheckoutInput, 'eventId' | 'types' | 'settings'>) {
  const { currency } = useVenue();
  const navigate = useSiteNavigate();
  const logic = useMemo(
    () => ticketCheckoutMachineWith({ orders, reportDecodeError, tickets: ticketBooking, storage, phone: deferredPhone, navigate }),
    [navigate],
  );
  const { PhoneField, failed } = useLazyPhoneField();
  const [input, setInput] = useState<TicketCheckoutInput | null>(null);
  useEffect(() => {
    if (PhoneField === null) return;
    setInput(
      (current) =>
        current ??
        ticketCheckoutInputFrom(storage, {
          eventId,
          types,
          settings,
          currencySymbol: currency,
          checkoutId: randomId(),
          client: clientInfo(),
        }),
    );
  }, [PhoneField, eventId, types, settings, currency]);

  if (failed) return <LoadFailedPanel what="page" />;
  if (input === null || PhoneField === null) return <PageSkeleton />;
  return (
    <TicketCheckoutContext.Provider logic={logic} options={{ ...inspectOptions(), input }}>
      <CheckoutView eventId={eventId} PhoneField={PhoneField} />
    </TicketCheckoutContext.Provider>
  );
}
