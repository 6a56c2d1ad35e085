// The summary rows exactly as core prices and chooses them (bottle-summary.ts, docs/pricing.md), and
// the on-location note when Bottles carries neither tax nor service online.
import { useId } from 'react';
import { onLocationNote } from '@venue/core/bottles/bottle-messages';
import { bottleCheckoutQuote } from '@venue/core/bottles/bottle-checkout-setup';
import { bottleSummaryRows, type BottleSummaryRow } from '@venue/core/bottles/bottle-summary';
import { useVenue } from '../../app/use-venue';
import { formatMoney } from '../../ui/format';
import { BottleCheckoutContext } from './bottle-checkout-context';
import checkout from '../../ui/checkout.module.css';
import styles from './checkout.module.css';

export function CheckoutSummary() {
  const quote = BottleCheckoutContext.useSelector((s) => bottleCheckoutQuote(s.context));
  const settings = BottleCheckoutContext.useSelector((s) => s.context.settings);
  const promoterValid = BottleCheckoutContext.useSelector((s) => s.context.promoter !== null);
  const currencySymbol = BottleCheckoutContext.useSelector((s) => s.context.currencySymbol);
  const { currency } = useVenue();
  const titleId = useId();
  if (quote === null) return null;
  const money = (row: BottleSummaryRow) => `${row.deducted ? '-' : ''}${formatMoney(row.amount, currency)}`;
  return (
    <section aria-labelledby={titleId} className={checkout.card}>
      <h3 id={titleId}>Summary</h3>
      <table className={styles.summary}>
        <tbody>
          {bottleSummaryRows(quote, settings, promoterValid).map((row) => (
            <tr key={row.key} className={row.key === 'total' || row.key === 'deposit' ? styles.strong : undefined} data-row={row.key}>
              <th scope="row">{row.label}</th>
              <td>
                {row.before !== null && (
                  <>
                    <span className="visually-hidden">was </span>
                    <s className={styles.before}>{formatMoney(row.before, currency)}</s> <span className="visually-hidden">now </span>
                  </>
                )}
                {money(row)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {quote.onLocation && <p className={styles.note}>{onLocationNote(quote.onLocation, currencySymbol)}</p>}
    </section>
  );
}
