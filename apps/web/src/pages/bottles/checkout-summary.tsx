// The summary rows exactly as core prices and chooses them (bottle-summary.ts, docs/pricing.md), and
// the on-location note when Bottles carries neither tax nor service online.
import { useId } from 'react';
import * as m from '~messages/bottle-checkout';
import { bottleCheckoutQuote } from '@venue/core/bottles/bottle-checkout-setup';
import { bottleSummaryRows, type BottleSummaryRow } from '@venue/core/bottles/bottle-summary';
import { useVenue } from '../../app/use-venue';
import { formatMoney, formatPercent } from '../../ui/format';
import { BottleCheckoutContext } from './bottle-checkout-context';
import checkout from '../../ui/checkout.module.css';
import styles from './checkout.module.css';

/** A row's name, with its rate where it has one (docs/pricing.md). */
function rowLabel({ key, percent }: BottleSummaryRow): string {
  switch (key) {
    case 'subtotal':
      return m.subtotalRow;
    case 'tax':
      return m.taxRow(formatPercent(percent ?? 0));
    case 'service':
      return m.servicesRow(formatPercent(percent ?? 0));
    case 'discount':
      return m.discountRow(formatPercent(percent ?? 0));
    case 'promoter':
      return m.promoterDiscountRow;
    case 'total':
      return m.totalRow;
    case 'deposit':
      return m.depositRow;
  }
}

export function CheckoutSummary() {
  const quote = BottleCheckoutContext.useSelector((s) => bottleCheckoutQuote(s.context));
  const settings = BottleCheckoutContext.useSelector((s) => s.context.settings);
  const promoterValid = BottleCheckoutContext.useSelector((s) => s.context.promoter !== null);
  const { currency } = useVenue();
  const titleId = useId();
  if (quote === null) return null;
  const money = (row: BottleSummaryRow) => `${row.deducted ? '-' : ''}${formatMoney(row.amount, currency)}`;
  return (
    <section aria-labelledby={titleId} className={checkout.card}>
      <h3 id={titleId}>{m.summary}</h3>
      <table className={styles.summary}>
        <tbody>
          {bottleSummaryRows(quote, settings, promoterValid).map((row) => (
            <tr key={row.key} className={row.key === 'total' || row.key === 'deposit' ? styles.strong : undefined} data-row={row.key}>
              <th scope="row">{rowLabel(row)}</th>
              <td>
                {row.before !== null && (
                  <>
                    <span className="visually-hidden">{m.was} </span>
                    <s className={styles.before}>{formatMoney(row.before, currency)}</s> <span className="visually-hidden">{m.now} </span>
                  </>
                )}
                {money(row)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {quote.onLocation && (
        <p className={styles.note}>
          {m.onLocationNote(
            formatPercent(quote.onLocation.taxPercent),
            formatPercent(quote.onLocation.servicePercent),
            <bdi key="amount">{formatMoney(quote.onLocation.amount, currency)}</bdi>,
          )}
        </p>
      )}
    </section>
  );
}
