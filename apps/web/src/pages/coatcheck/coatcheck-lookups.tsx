// Looking up a claim ticket or a lost item by its number (docs/product.md#coat-check): two plain GET
// forms (?claim= / ?lostItem=) the route loader answers, so a lookup works before the script loads
// too. The answer shows at the top of the page, where each navigation scrolls, and takes the focus.
import { useId, useRef, type ReactNode } from 'react';
import { Form, useLoaderData, useLocation } from 'react-router';
import { claimPaymentDue } from '@venue/core/coatcheck/claim-flow-setup';
import { claimStatusTexts, lookupTexts, lostItemStatusTexts } from '@venue/core/coatcheck/coatcheck-lookup';
import { pathTo } from '@venue/core/routing/routes';
import { useVenue } from '../../app/use-venue';
import { SiteLink } from '../../routing/site-link';
import buttons from '../../ui/button.module.css';
import form from '../../ui/form-field.module.css';
import { formatEventDate, formatMoney } from '../../ui/format';
import { useFocusOn } from '../../ui/use-focus-on';
import { ClaimLines } from './claim-ticket';
import type { loadCoatCheck } from './coatcheck-services';
import page from './coatcheck-page.module.css';
import styles from './coatcheck-lookups.module.css';

export function CoatCheckLookups() {
  const titleId = useId();
  // Fresh fields after each lookup: the next guest does not find the previous number typed in.
  const { search } = useLocation();
  return (
    <section aria-labelledby={titleId} className={`${page.card} ${styles.lookups}`}>
      <h2 id={titleId}>Find a ticket or a lost item</h2>
      <LookupForm
        key={`claim${search}`}
        name="claim"
        label={lookupTexts.claimLabel}
        hint="The number on your claim ticket, such as C-0042."
      />
      <LookupForm
        key={`lost${search}`}
        name="lostItem"
        label={lookupTexts.lostItemLabel}
        hint="The number the venue gave you for a lost item."
      />
    </section>
  );
}

function LookupForm({ name, label, hint }: { readonly name: 'claim' | 'lostItem'; readonly label: string; readonly hint: string }) {
  const id = useId();
  return (
    <Form method="get" action={pathTo('Coatcheck')} className={styles.lookupForm}>
      <div className={form.field}>
        <label htmlFor={id}>{label}</label>
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
        <div className={styles.withButton}>
          <input id={id} name={name} className={form.input} aria-describedby={`${id}-hint`} autoComplete="off" required />
          <button type="submit" className={buttons.button}>
            Find
          </button>
        </div>
      </div>
    </Form>
  );
}

/** The answer to the last lookup, or nothing. */
export function LookupResult() {
  const { lookup, claim, lostItem } = useLoaderData<typeof loadCoatCheck>();
  const { currency } = useVenue();
  if (lookup.kind === 'none') return null;
  if (lookup.kind === 'claim') {
    if (lookup.number === null) return <ResultPanel title="Claim ticket">{lookupTexts.claimInvalid}</ResultPanel>;
    if (claim === null || claim.kind !== 'found')
      return (
        <ResultPanel title={`Claim ticket ${lookup.number}`}>
          {claim?.kind === 'notFound' ? lookupTexts.claimNotFound(lookup.number) : lookupTexts.unreachable}
        </ResultPanel>
      );
    const ticket = claim.value;
    const due = claimPaymentDue(ticket);
    return (
      <ResultPanel
        title={`Claim ticket ${ticket.ticketNumber}`}
        action={
          due && (
            <SiteLink className={buttons.button} to={pathTo('Payment', { paymentType: 'coat-check', orderId: ticket._id })}>
              Pay {formatMoney(ticket.total, currency)}
            </SiteLink>
          )
        }
      >
        <p>{claimStatusTexts[ticket.status]}</p>
        <ClaimLines ticket={ticket} />
      </ResultPanel>
    );
  }
  if (lookup.id === null) return <ResultPanel title="Lost item">{lookupTexts.lostItemInvalid}</ResultPanel>;
  if (lostItem === null || lostItem.kind !== 'found')
    return (
      <ResultPanel title={`Lost item ${lookup.id}`}>
        {lostItem?.kind === 'notFound' ? lookupTexts.lostItemNotFound(lookup.id) : lookupTexts.unreachable}
      </ResultPanel>
    );
  const item = lostItem.value;
  return (
    <ResultPanel title={`Lost item ${item._id}`}>
      <p>{lostItemStatusTexts[item.status]}</p>
      <dl className={styles.facts}>
        <dt>What</dt>
        <dd>
          {item.description} ({item.category})
        </dd>
        <dt>Found</dt>
        <dd>
          {formatEventDate(item.foundOn)}, {item.location}
        </dd>
      </dl>
    </ResultPanel>
  );
}

interface ResultPanelProps {
  readonly title: string;
  readonly children: ReactNode;
  readonly action?: ReactNode;
}

function ResultPanel({ title, children, action }: ResultPanelProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { search } = useLocation();
  useFocusOn(heading, search);
  return (
    <section aria-labelledby={id} className={`${page.card} ${styles.result}`}>
      <h2 id={id} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {typeof children === 'string' ? <p>{children}</p> : children}
      <div className={styles.actions}>
        {action}
        <SiteLink className={buttons.ghost} to={pathTo('Coatcheck')}>
          Close
        </SiteLink>
      </div>
    </section>
  );
}
