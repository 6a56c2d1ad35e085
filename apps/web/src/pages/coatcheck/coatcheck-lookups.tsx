// Looking up a claim ticket or a lost item by its number (docs/product.md#coat-check): two plain GET
// forms (?claim= / ?lostItem=) the route loader answers, so a lookup works before the script loads
// too. The answer shows at the top of the page, where each navigation scrolls, and takes the focus.
import { useId, useRef, type ReactNode } from 'react';
import { Form, useLoaderData, useLocation } from 'react-router';
import * as m from '~messages/coatcheck';
import { claimPaymentDue } from '@venue/core/coatcheck/claim-flow-setup';
import { pathTo } from '@venue/core/routing/routes';
import { useVenue } from '../../app/use-venue';
import { SiteLink } from '../../routing/site-link';
import buttons from '../../ui/button.module.css';
import form from '../../ui/form-field.module.css';
import { formatEventDate, formatMoney } from '../../ui/format';
import { useFocusOn } from '../../ui/use-focus-on';
import { ClaimLines } from './claim-ticket';
import { claimStatusText, lostItemStatusText } from './claim-words';
import type { Found, loadCoatCheck } from './coatcheck-services';
import type { CoatCheckTicket, LostItem } from '@venue/core/orders/coatcheck.schema';
import page from './coatcheck-page.module.css';
import styles from './coatcheck-lookups.module.css';
import { useVenueWords } from '../../ui/venue-language';
import { VenueText } from '../../ui/venue-text';

export function CoatCheckLookups() {
  const titleId = useId();
  // Fresh fields after each lookup: the next guest does not find the previous number typed in.
  const { search } = useLocation();
  return (
    <section aria-labelledby={titleId} className={`${page.card} ${styles.lookups}`}>
      <h2 id={titleId}>{m.findTicketOrLostItem}</h2>
      <LookupForm key={`claim${search}`} name="claim" label={m.claimLabel} hint={m.claimHint} />
      <LookupForm key={`lost${search}`} name="lostItem" label={m.lostItemLabel} hint={m.lostItemHint} />
    </section>
  );
}

function LookupForm({ name, label, hint }: { readonly name: 'claim' | 'lostItem'; readonly label: string; readonly hint: string }) {
  const id = useId();
  return (
    <Form method="get" action={pathTo('Coatcheck')} className={`${form.field} ${styles.lookupForm}`}>
      <label htmlFor={id}>
        {label} <small className={styles.hint}>{hint}</small>
      </label>
      <input id={id} name={name} className={form.input} autoComplete="off" required />
      <button type="submit" className={buttons.button}>
        {m.find}
      </button>
    </Form>
  );
}

/** The answer to the last lookup, or nothing. */
export function LookupResult() {
  const { lookup, claim, lostItem } = useLoaderData<typeof loadCoatCheck>();
  if (lookup.kind === 'none') return null;
  if (lookup.kind === 'claim') {
    if (lookup.number === null) return <ResultPanel title={m.claimTicket}>{m.claimInvalid}</ResultPanel>;
    if (claim?.kind === 'found') return <ClaimFound ticket={claim.value} />;
    return <Missing title={m.claimTicketNumbered(lookup.number)} found={claim} notFound={m.claimNotFound(lookup.number)} />;
  }
  if (lookup.id === null) return <ResultPanel title={m.lostItem}>{m.lostItemInvalid}</ResultPanel>;
  if (lostItem?.kind === 'found') return <LostItemFound item={lostItem.value} />;
  return <Missing title={m.lostItemNumbered(lookup.id)} found={lostItem} notFound={m.lostItemNotFound(lookup.id)} />;
}

/** No such number, or no answer from the venue. */
function Missing({ title, found, notFound }: { readonly title: string; readonly found: Found<unknown> | null; readonly notFound: string }) {
  return <ResultPanel title={title}>{found?.kind === 'notFound' ? notFound : m.unreachable}</ResultPanel>;
}

function ClaimFound({ ticket }: { readonly ticket: CoatCheckTicket }) {
  const { currency } = useVenue();
  const payHref = pathTo('Payment', { paymentType: 'coat-check', orderId: ticket._id });
  return (
    <ResultPanel
      title={m.claimTicketNumbered(ticket.ticketNumber)}
      action={
        claimPaymentDue(ticket) && (
          <SiteLink className={buttons.button} to={payHref}>
            {m.pay(<bdi key="amount">{formatMoney(ticket.total, currency)}</bdi>)}
          </SiteLink>
        )
      }
    >
      <p>{claimStatusText[ticket.status]}</p>
      <ClaimLines ticket={ticket} />
    </ResultPanel>
  );
}

function LostItemFound({ item }: { readonly item: LostItem }) {
  const venueWords = useVenueWords();
  return (
    <ResultPanel title={m.lostItemNumbered(item._id)}>
      <p>{lostItemStatusText[item.status]}</p>
      <dl className={styles.facts}>
        <dt>{m.what}</dt>
        <dd {...venueWords}>
          {item.description} ({item.category})
        </dd>
        <dt>{m.found}</dt>
        <dd>
          {formatEventDate(item.foundOn)}, <VenueText>{item.location}</VenueText>
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
          {m.close}
        </SiteLink>
      </div>
    </section>
  );
}
