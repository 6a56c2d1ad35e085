// /tickets/{eventId} (docs/product.md#tickets): the event's ticket types as the venue groups them,
// each with its stepper, and the live total from core's pricing. The server draws the cart's first
// state without storage; once the page is in the browser, a guest whose storage kept this event's cart
// gets the cart again, resumed from it. The page starts on touch (app/page-kinds.ts).
import { Fragment, useId, useMemo, type ReactNode } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { TicketGroup } from '@venue/core/content/ticket-group.schema';
import type { TicketType } from '@venue/core/content/ticket-type.schema';
import { pathTo } from '@venue/core/routing/routes';
import { quantityOf } from '@venue/core/tickets/ticket-cart';
import type { TicketCartInput } from '@venue/core/tickets/ticket-cart.machine';
import { ticketCartMachineWith } from '@venue/core/tickets/ticket-cart-wiring';
import { loadTicketCart } from '@venue/core/tickets/ticket-storage';
import { inspectOptions } from '../../app/inspect';
import { useStoredAfterHydration } from '../../app/use-stored-after-hydration';
import { storage } from '../../app/services';
import type { MetaFunction } from '../../head/page-meta';
import { SiteLink } from '../../routing/site-link';
import { useSiteNavigate } from '../../routing/use-site-navigate';
import { formatEventDate, formatTimeOfDay } from '../../ui/format';
import page from '../../ui/page.module.css';
import { TicketCartContext } from './ticket-cart-context';
import { TicketRow } from './ticket-row';
import { loadEventTickets } from './ticket-services';
import { TicketTotalBar } from './ticket-total-bar';
import { NoSalePanel } from './no-sale-panel';
import styles from './tickets.module.css';
import * as m from '~messages/tickets';
import { useVenueWords } from '../../ui/venue-language';
import { VenueText } from '../../ui/venue-text';

export const loader = ({ params }: LoaderFunctionArgs) => loadEventTickets(params.eventId ?? '');

export const meta: MetaFunction<Awaited<ReturnType<typeof loader>>> = ({ event }) => ({
  title: m.ticketsMetaTitle(event.name),
  description: m.ticketsMetaDescription(event.name, formatEventDate(event.date)),
});

export function Component() {
  const { event, groups, types, settings, sale } = useLoaderData<typeof loader>();
  const navigate = useSiteNavigate();
  const logic = useMemo(() => ticketCartMachineWith({ storage, navigate }), [navigate]);
  const stored = useStoredAfterHydration((from) => loadTicketCart(from, event._id) ?? undefined, event._id);
  const input = useMemo<TicketCartInput>(
    () => ({ eventId: event._id, types, settings, stored: stored ?? null }),
    [event._id, types, settings, stored],
  );

  return (
    <div className={`${page.page} ${styles.page}`}>
      <SiteLink to={pathTo('EventDetails', { eventId: event._id })} className={page.backLink}>
        {m.backToEvent(<VenueText key="event">{event.name}</VenueText>)}
      </SiteLink>
      <header className={page.head}>
        <h1>{m.ticketsTitle}</h1>
        <p>
          <VenueText>{event.name}</VenueText> · {formatEventDate(event.date)} · {formatTimeOfDay(event.startTime)}
        </p>
      </header>
      {sale !== 'on-sale' ? (
        <NoSalePanel sale={sale} eventId={event._id} />
      ) : (
        // A new cart, resumed from storage, when storage kept one: an actor keeps the input it began with.
        <TicketCartContext.Provider key={stored === undefined ? 'new' : 'resumed'} logic={logic} options={{ ...inspectOptions(), input }}>
          <TicketGroups groups={groups} row={(type) => <CartRow type={type} />} />
          <TicketTotalBar />
        </TicketCartContext.Provider>
      )}
    </div>
  );
}

type RenderRow = (type: TicketType) => ReactNode;

function TicketGroups({ groups, row }: { readonly groups: readonly TicketGroup[]; readonly row: RenderRow }) {
  return (
    <>
      {groups.map((group) => (
        <GroupSection key={group.name} group={group} row={row} />
      ))}
    </>
  );
}

function GroupSection({ group, row }: { readonly group: TicketGroup; readonly row: RenderRow }) {
  const headingId = useId();
  const venueWords = useVenueWords();
  return (
    <section className={page.section} aria-labelledby={headingId}>
      <h2 id={headingId} {...venueWords}>
        {group.name}
      </h2>
      <ul className={styles.tickets}>
        {group.tickets.map((type) => (
          <Fragment key={type._id}>{row(type)}</Fragment>
        ))}
      </ul>
    </section>
  );
}

/** A row bound to the cart machine. */
function CartRow({ type }: { readonly type: TicketType }) {
  const actor = TicketCartContext.useActorRef();
  const quantity = TicketCartContext.useSelector((s) => quantityOf(s.context.cart, type._id));
  const live = TicketCartContext.useSelector((s) => s.context.types.find((t) => t._id === type._id) ?? type);
  return (
    <TicketRow
      type={live}
      quantity={quantity}
      onMore={() => actor.send({ type: 'guest.more', ticketId: type._id })}
      onFewer={() => actor.send({ type: 'guest.fewer', ticketId: type._id })}
    />
  );
}
