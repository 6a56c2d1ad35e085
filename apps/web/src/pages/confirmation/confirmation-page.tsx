// /confirmation?type=...&orderId=...&secret=... : where every flow ends (docs/product.md#payment-and-confirmation).
// Plain words per type from core, and for an order its number, its figures and, once paid, its invoice in the PDF
// viewer, and for the buyer, whose address carries the order secret, the guests' codes for the door
// (docs/product.md#codes-for-guests). The loader reads the order; nothing here decides anything.
import { useId, useRef } from 'react';
import { NavigationType, useLoaderData, useNavigationType, type LoaderFunctionArgs } from 'react-router';
import { confirmationRequestFrom, confirmationView } from '@venue/core/payment/confirmation';
import { confirmationNote } from '@venue/core/payment/confirmation-note';
import { mailedToNote } from '@venue/core/payment/mailed-to-note';
import type { PayableOrder } from '@venue/core/payment/payment.port';
import { paymentTexts } from '@venue/core/payment/payment-texts';
import { parseQuery } from '@venue/core/routing/query';
import { guestCodes } from '../../app/guest-codes';
import { orderLookup } from '../../app/order-lookup';
import { useVenue } from '../../app/use-venue';
import { optional } from '../../routing/load';
import { SiteLink } from '../../routing/site-link';
import buttons from '../../ui/button.module.css';
import { OnwardLinks } from '../../ui/onward-links';
import { OrderSummary } from '../../ui/order-summary';
import panel from '../../ui/panel.module.css';
import { useFocusOn } from '../../ui/use-focus-on';
import { ClaimConfirmation } from '../coatcheck/claim-confirmation';
import { GuestCodeList } from '../guest-code/guest-code-list';
import styles from './confirmation-page.module.css';

export async function loader({ request }: LoaderFunctionArgs) {
  const confirmation = confirmationRequestFrom(parseQuery(new URL(request.url).search));
  if (confirmation.order === null) return { confirmation, order: undefined, codes: [] };
  const { orderType, orderId, orderSecret } = confirmation.order;
  // The codes come with the order and its secret: none until it is paid or confirmed, none without the secret (an
  // address someone else gave), and a page without them still confirms.
  const codesOfOrder = orderSecret === null ? Promise.resolve(null) : optional(guestCodes.orderCodes(orderId, orderSecret));
  const [found, codes] = await Promise.all([orderLookup.lookUp(orderType, orderId), codesOfOrder]);
  // An unknown order says so; an order that could not load leaves the flow's own words.
  const notFound = !found.ok && found.error._tag === 'HttpError' && found.error.status === 404;
  const order: PayableOrder | null | undefined = found.ok ? found.value : notFound ? null : undefined;
  return { confirmation, order, codes: codes?.codes ?? [] };
}

export function Component() {
  const { confirmation, order, codes } = useLoaderData<typeof loader>();
  const view = confirmationView(confirmation, order);
  const hasAction = (view.kind === 'done' && view.invoiceHref !== null) || view.kind === 'unpaid';
  const { currency } = useVenue();
  const note = view.kind === 'done' && view.order !== null ? confirmationNote(confirmation.type, view.order.details) : null;
  // Only where the venue says it queued the buyer's mail (docs/product.md#payment-and-confirmation).
  const mailed =
    view.kind === 'done' && view.order !== null && confirmation.order
      ? mailedToNote(confirmation.order.orderType, view.order.mailedTo)
      : null;
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Where a flow ends, focus goes to its result; a page loaded at this address starts at its top like any
  // other, so the guest's first touch keeps the focus where they put it (the page starts at that touch).
  const arrived = useNavigationType() !== NavigationType.Pop;
  useFocusOn(heading, arrived ? view.text.title : null);

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
        {view.text.title}
      </h1>
      <p>{view.text.message}</p>
      {note !== null && <p>{note}</p>}
      {mailed !== null && <p className={styles.mailed}>{mailed}</p>}
      {/* The kiosk's guest needs the claim number and the kiosk the way back (docs/product.md#coat-check). */}
      {confirmation.type === 'coat-check' && view.kind === 'done' && <ClaimConfirmation details={view.order?.details} />}
      {view.kind === 'done' && <GuestCodeList codes={codes} />}
      {view.kind !== 'unknownOrder' && view.order !== null && (
        <div className={styles.order}>
          <p className={styles.number}>
            {paymentTexts.orderNumber} <strong>{view.order.orderId}</strong>
          </p>
          <OrderSummary order={view.order} figures={view.figures} phase={view.kind === 'unpaid' ? 'due' : 'paid'} currency={currency} />
        </div>
      )}
      <div className={panel.actions}>
        {view.kind === 'done' && view.invoiceHref !== null && (
          <SiteLink className={buttons.button} to={view.invoiceHref}>
            View your invoice
          </SiteLink>
        )}
        {view.kind === 'unpaid' && (
          <SiteLink className={buttons.button} to={view.payHref}>
            Go to payment
          </SiteLink>
        )}
        <OnwardLinks primary={!hasAction} />
      </div>
    </section>
  );
}
