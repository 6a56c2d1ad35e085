// The guest's claim ticket (docs/product.md#coat-check): the number big enough to photograph, the
// items, the fee and, when it is due, Pay; then Next guest, which leaves nothing of this guest behind.
import { useId, useRef } from 'react';
import { claimPaymentDue } from '@venue/core/coatcheck/claim-flow-setup';
import * as m from '~messages/coatcheck';
import type { CoatCheckTicket } from '@venue/core/orders/coatcheck.schema';
import { useVenue } from '../../app/use-venue';
import buttons from '../../ui/button.module.css';
import { formatMoney } from '../../ui/format';
import { useFocusOn } from '../../ui/use-focus-on';
import { ClaimFlowContext } from './claim-flow-context';
import { itemTypeNames } from './claim-words';
import ticketStyles from './claim-ticket.module.css';
import styles from './coatcheck-page.module.css';

export function ClaimTicket() {
  const actor = ClaimFlowContext.useActorRef();
  const ticket = ClaimFlowContext.useSelector((s) => s.context.ticket);
  const { currency } = useVenue();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOn(heading, ticket?.ticketNumber ?? null);
  if (ticket === null) return null;
  const due = claimPaymentDue(ticket);
  return (
    <section aria-labelledby={titleId} className={`${styles.card} ${ticketStyles.ticket}`}>
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        {m.ticketTitle}
      </h2>
      <p className={ticketStyles.ticketNumber}>{ticket.ticketNumber}</p>
      <p>{m.ticketHint}</p>
      <ClaimLines ticket={ticket} />
      {due ? (
        <>
          <p className={styles.fee}>
            <span>{m.fee}</span> <strong>{formatMoney(ticket.total, currency)}</strong>
          </p>
          <p className={ticketStyles.note}>{m.dueNote}</p>
        </>
      ) : (
        <p className={ticketStyles.note}>{ticket.status === 'paid' ? m.paidNote : m.noFeeNote}</p>
      )}
      <div className={styles.sendRow}>
        {due && (
          <button type="button" className={`${buttons.button} ${styles.primary}`} onClick={() => actor.send({ type: 'guest.pay' })}>
            {m.pay(<bdi key="amount">{formatMoney(ticket.total, currency)}</bdi>)}
          </button>
        )}
        <button
          type="button"
          className={due ? buttons.ghost : `${buttons.button} ${styles.primary}`}
          onClick={() => actor.send({ type: 'guest.nextGuest' })}
        >
          {m.nextGuest}
        </button>
      </div>
    </section>
  );
}

/** "2 × Coat" per item type of a claim. */
export function ClaimLines({ ticket }: { readonly ticket: Pick<CoatCheckTicket, 'items'> }) {
  return (
    <ul className={ticketStyles.lines} aria-label={m.items}>
      {ticket.items.map((item) => (
        <li key={item.type}>
          {item.quantity} × {itemTypeNames[item.type]}
        </li>
      ))}
    </ul>
  );
}
