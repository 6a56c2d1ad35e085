// An order as the venue priced it: its lines, its figures, and what is due now or was paid and
// what is left for the venue. The rows come from core (payment/payment-due.ts), their words from order-summary-words.ts.
import type { PayableOrder } from '@venue/core/payment/payment.port';
import {
  atVenueChargeRows,
  atVenueNote,
  dueRows,
  orderSummaryRows,
  type PaymentFigures,
  type SummaryRow,
} from '@venue/core/payment/payment-due';
import * as m from '~messages/ui';
import { formatMoney } from './format';
import { atVenueNoteText, summaryRowLabel } from './order-summary-words';
import styles from './order-summary.module.css';
import { useVenueWords } from './venue-language';

interface OrderSummaryProps {
  readonly order: PayableOrder;
  readonly figures: PaymentFigures | null;
  readonly phase: 'due' | 'paid';
  readonly currency: string;
}

function Rows({
  rows,
  currency,
  className,
}: {
  readonly rows: readonly SummaryRow[];
  readonly currency: string;
  readonly className?: string | undefined;
}) {
  return (
    <dl className={className ?? styles.rows}>
      {rows.map((row) => (
        <div key={row.key} className={styles.row}>
          <dt>{summaryRowLabel(row)}</dt>
          <dd>{row.negative ? `−${formatMoney(row.amount, currency)}` : formatMoney(row.amount, currency)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function OrderSummary({ order, figures, phase, currency }: OrderSummaryProps) {
  const noteKey = figures === null ? null : atVenueNote(figures);
  const note = noteKey === null ? null : atVenueNoteText[noteKey];
  const venueWords = useVenueWords();
  return (
    <div className={styles.summary}>
      {order.lines.length > 0 && (
        <table className={styles.lines}>
          <caption className="visually-hidden">{m.itemsInThisOrder}</caption>
          <thead>
            <tr>
              <th scope="col">{m.item}</th>
              <th scope="col">{m.quantity}</th>
              <th scope="col">{m.amount}</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line, i) => (
              <tr key={`${line.itemId}-${i}`}>
                <th scope="row" {...venueWords}>
                  {line.name}
                </th>
                <td>{line.quantity}</td>
                <td>{formatMoney(line.lineTotal, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Rows rows={[...orderSummaryRows(order), ...atVenueChargeRows(order)]} currency={currency} />
      {figures !== null && <Rows rows={dueRows(figures, phase)} currency={currency} className={styles.due} />}
      {note !== null && <p className={styles.note}>{note}</p>}
    </div>
  );
}
