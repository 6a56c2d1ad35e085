// /confirmation?type=...&orderId=...&secret=... : where every flow ends (docs/product.md#payment-and-confirmation).
// Plain words per type from core, headed by the night the order is for (docs/product.md#the-night-summary), and for
// an order its number, its figures and, once paid, its invoice in the PDF viewer, and for the buyer, whose address
// carries the order secret, the guests' codes for the door (docs/product.md#codes-for-guests). The loader reads the
// order (and a ticket order's event); nothing here decides anything.
import { useId, useRef } from 'react';
import { NavigationType, useLoaderData, useNavigationType, type LoaderFunctionArgs } from 'react-router';
import { confirmationRequestFrom, confirmationView } from '@venue/core/payment/confirmation';
import { confirmationNote } from '@venue/core/payment/confirmation-note';
import { mailedToNote } from '@venue/core/payment/mailed-to-note';
import { nightPagePath } from '@venue/core/night/night-calendar';
import { isBookedNight, nightEventOf, orderNight, ticketOrderEventId } from '@venue/core/night/night-summary';
import type { PayableOrder } from '@venue/core/payment/payment.port';
import { parseQuery } from '@venue/core/routing/query';
import { guestCodes } from '../../app/guest-codes';
import { orderLookup } from '../../app/order-lookup';
import { content } from '../../app/services';
import { useVenue } from '../../app/use-venue';
import { optional } from '../../routing/load';
import { SiteLink } from '../../routing/site-link';
import buttons from '../../ui/button.module.css';
import { NightSummary } from '../../ui/night-summary';
import { useNightVenue } from '../../ui/night-summary-venue';
import { OnwardLinks } from '../../ui/onward-links';
import { OrderSummary } from '../../ui/order-summary';
import panel from '../../ui/panel.module.css';
import { useFocusOn } from '../../ui/use-focus-on';
import { ClaimConfirmation } from '../coatcheck/claim-confirmation';
import { GuestCodeList } from '../guest-code/guest-code-list';
import { ReservationActions } from '../reservations/reservation-actions';
import styles from './confirmation-page.module.css';
import { confirmationWords, mailedWords } from './confirmation-words';
import * as m from '~messages/confirmation';
import * as pm from '~messages/payment';

export async function loader({ request }: LoaderFunctionArgs) {
  const confirmation = confirmationRequestFrom(parseQuery(new URL(request.url).search));
  if (confirmation.order === null) return { confirmation, order: undefined, codes: [], event: null };
  const { orderType, orderId, orderSecret } = confirmation.order;
  // The codes come with the order and its secret: none until it is paid or confirmed, none without the secret (an
  // address someone else gave), and a page without them still confirms.
  const codesOfOrder = orderSecret === null ? Promise.resolve(null) : optional(guestCodes.orderCodes(orderId, orderSecret));
  // A ticket order's event is read as soon as the order names it, while the codes load; an event that cannot be read
  // leaves the night out, not the page.
  const orderAndEvent = orderLookup.lookUp(orderType, orderId).then(async (found) => {
    const eventId = found.ok && orderType === 'tickets' ? ticketOrderEventId(found.value.details) : null;
    const event = eventId === null ? null : await optional(content.event(eventId));
    return { found, event: event === null ? null : nightEventOf(event) };
  });
  const [{ found, event }, codes] = await Promise.all([orderAndEvent, codesOfOrder]);
  // An unknown order says so; an order that could not load leaves the flow's own words.
  const notFound = !found.ok && found.error._tag === 'HttpError' && found.error.status === 404;
  const order: PayableOrder | null | undefined = found.ok ? found.value : notFound ? null : undefined;
  return { confirmation, order, codes: codes?.codes ?? [], event };
}

export function Component() {
  const { confirmation, order, codes, event } = useLoaderData<typeof loader>();
  const view = confirmationView(confirmation, order);
  const venue = useNightVenue();
  // The night the order is for, once it is done: none for food and gift cards.
  const booked =
    view.kind === 'done' && view.order !== null && confirmation.order !== null ? { ...confirmation.order, ...view.order } : null;
  const night = booked && orderNight(booked.orderType, booked.details, venue, event, new Date(booked.createdAt));
  const hasAction = (view.kind === 'done' && view.invoiceHref !== null) || view.kind === 'unpaid';
  const { currency } = useVenue();
  const note = view.kind === 'done' && view.order !== null ? confirmationNote(confirmation.type, view.order.details) : null;
  // Only where the venue says it queued the buyer's mail (docs/product.md#payment-and-confirmation).
  const mailedTo = view.kind === 'done' && view.order !== null && confirmation.order ? mailedToNote(view.order.mailedTo) : null;
  const mailed =
    mailedTo === null || confirmation.order === null
      ? null
      : mailedWords[confirmation.order.orderType](<bdi key="address">{mailedTo}</bdi>);
  const text = confirmationWords[view.text];
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Where a flow ends, focus goes to its result; a page loaded at this address starts at its top like any
  // other, so the guest's first touch keeps the focus where they put it (the page starts at that touch).
  const arrived = useNavigationType() !== NavigationType.Pop;
  useFocusOn(heading, arrived ? text.title : null);

  return (
    <section className={`${panel.panel} ${styles.result}`} aria-labelledby={id}>
      <svg className={panel.icon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
        <circle cx="12" cy="12" r="9" />
        {view.kind === 'done' ? (
          <path d="m8 12.5 2.7 2.7L16 9.5" strokeLinecap="round" strokeLinejoin="round" />
        ) : (
          <path d="M12 7.5v5.5M12 16.5v.01" strokeLinecap="round" />
        )}
      </svg>
      <h1 id={id} ref={heading} tabIndex={-1}>
        {text.title}
      </h1>
      <p>{text.message}</p>
      {note !== null && <p>{m.giftCardGoesTo(<bdi key="name">{note.name}</bdi>, <bdi key="email">{note.email}</bdi>)}</p>}
      {mailed !== null && <p className={styles.mailed}>{mailed}</p>}
      {booked && night && (
        <NightSummary
          night={night}
          orderId={booked.orderId}
          // A request still pending is not yet the guest's night: no calendar entry for it.
          pagePath={isBookedNight(booked.status) ? nightPagePath(night, booked.orderType, booked.orderId) : null}
          timeZone={venue.timeZone}
        />
      )}
      {booked !== null && booked.orderType === 'reservations' && (
        <div className={styles.reservationActions}>
          <ReservationActions reservationId={booked.orderId} status={booked.status} orderSecret={booked.orderSecret} />
        </div>
      )}
      {/* The kiosk's guest needs the claim number and the kiosk the way back (docs/product.md#coat-check). */}
      {confirmation.type === 'coat-check' && view.kind === 'done' && <ClaimConfirmation details={view.order?.details} />}
      {view.kind === 'done' && <GuestCodeList codes={codes} orderSecret={confirmation.order?.orderSecret ?? null} />}
      {view.kind !== 'unknownOrder' && view.order !== null && (
        <div className={styles.order}>
          <p className={styles.number}>
            {pm.orderNumber}{' '}
            <strong>
              <bdi>{view.order.orderId}</bdi>
            </strong>
          </p>
          <OrderSummary order={view.order} figures={view.figures} phase={view.kind === 'unpaid' ? 'due' : 'paid'} currency={currency} />
        </div>
      )}
      <div className={panel.actions}>
        {view.kind === 'done' && view.invoiceHref !== null && (
          <SiteLink className={buttons.button} to={view.invoiceHref}>
            {m.viewYourInvoice}
          </SiteLink>
        )}
        {view.kind === 'unpaid' && (
          <SiteLink className={buttons.button} to={view.payHref}>
            {m.goToPayment}
          </SiteLink>
        )}
        <OnwardLinks primary={!hasAction} />
      </div>
    </section>
  );
}
