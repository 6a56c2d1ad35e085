// The checkout once its machine runs: the tickets (steppers, so a sell-out leaves a fresh choice
// with the rest kept), the venue's figures with the old and new total under a promoter code, and
// the guest's details.
import { useId, type ComponentType } from 'react';
import type { TicketType } from '@venue/core/content/ticket-type.schema';
import { quantityOf } from '@venue/core/tickets/ticket-cart';
import { checkoutQuote, undiscountedQuote } from '@venue/core/tickets/ticket-checkout-setup';
import type { Minor } from '@venue/core/money/minor-units';
import { useVenue } from '../../app/use-venue';
import checkout from '../../ui/checkout.module.css';
import { formatMoney } from '../../ui/format';
import type { PhoneFieldProps } from '../../ui/phone-field';
import { CheckoutDetails } from './checkout-details';
import { CheckoutNotice } from './checkout-notice';
import { NothingChosenPanel } from './nothing-chosen-panel';
import { TicketCheckoutContext } from './ticket-checkout-context';
import { TicketRow } from './ticket-row';
import styles from './tickets.module.css';
import * as m from '~messages/tickets';

export function CheckoutView({ eventId, PhoneField }: { readonly eventId: string; readonly PhoneField: ComponentType<PhoneFieldProps> }) {
  const nothing = TicketCheckoutContext.useSelector((s) => s.matches('noTickets'));
  const leaving = TicketCheckoutContext.useSelector((s) => s.status === 'done');
  if (nothing) return <NothingChosenPanel eventId={eventId} />;
  return (
    <div className={checkout.layout}>
      <div className={styles.stack}>
        <ChosenTickets />
        <Summary />
      </div>
      <CheckoutDetails PhoneField={PhoneField} />
      {leaving && (
        <p role="status" className={checkout.hint}>
          {m.orderPlaced}
        </p>
      )}
    </div>
  );
}

function ChosenTickets() {
  const titleId = useId();
  const types = TicketCheckoutContext.useSelector((s) => s.context.types);
  const chosenIds = TicketCheckoutContext.useSelector((s) => Object.keys(s.context.cart.quantities).join(' '));
  const chosen = types.filter((t) => chosenIds.split(' ').includes(t._id));
  const others = types.filter((t) => !chosen.includes(t));
  return (
    <section className={checkout.card} aria-labelledby={titleId}>
      <h2 id={titleId}>{m.yourTickets}</h2>
      <SoldOutNotice />
      <ul className={styles.tickets}>
        {chosen.map((type) => (
          <CheckoutRow key={type._id} type={type} />
        ))}
      </ul>
      {others.length > 0 && (
        <details className={styles.more}>
          <summary>{m.addOtherTickets}</summary>
          <ul className={styles.tickets}>
            {others.map((type) => (
              <CheckoutRow key={type._id} type={type} />
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

function CheckoutRow({ type }: { readonly type: TicketType }) {
  const actor = TicketCheckoutContext.useActorRef();
  const quantity = TicketCheckoutContext.useSelector((s) => quantityOf(s.context.cart, type._id));
  return (
    <TicketRow
      type={type}
      quantity={quantity}
      onMore={() => actor.send({ type: 'guest.more', ticketId: type._id })}
      onFewer={() => actor.send({ type: 'guest.fewer', ticketId: type._id })}
    />
  );
}

/** The venue's words when a ticket sold out between the choice and the order; focus moves to it. */
function SoldOutNotice() {
  const said = TicketCheckoutContext.useSelector((s) => s.context.soldOut);
  return <CheckoutNotice title={m.soldOutWhileChoosing} message={said === null ? null : `${said} ${m.soldOutAdvice}`} />;
}

function Summary() {
  const titleId = useId();
  const { currency } = useVenue();
  const quote = TicketCheckoutContext.useSelector((s) => checkoutQuote(s.context));
  const before = TicketCheckoutContext.useSelector((s) => (s.context.promoter === null ? null : undiscountedQuote(s.context).total));
  const money = (amount: Minor) => formatMoney(amount, currency);
  return (
    <section className={checkout.card} aria-labelledby={titleId}>
      <h2 id={titleId}>{m.orderSummary}</h2>
      <dl className={styles.rows} aria-live="polite">
        <Row label={m.subtotal} value={money(quote.subTotal)} />
        {quote.tax > 0 && <Row label={m.tax} value={money(quote.tax)} />}
        {quote.serviceCharge > 0 && <Row label={m.serviceCharge} value={money(quote.serviceCharge)} />}
        {quote.discount > 0 && <Row label={m.promoterDiscount} value={`−${money(quote.discount)}`} />}
        <div className={`${styles.row} ${styles.totalRow}`}>
          <dt>{m.total}</dt>
          <dd data-testid="checkout-total">
            {before !== null && before !== quote.total && (
              <del className={styles.before}>
                <span className="visually-hidden">{m.was}</span>
                {money(before as Minor)}
              </del>
            )}
            {before !== null && before !== quote.total && <span className="visually-hidden">{m.now}</span>}
            {money(quote.total)}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function Row({ label, value }: { readonly label: string; readonly value: string }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
