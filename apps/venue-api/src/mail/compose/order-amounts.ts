// An order's figures in a mail, from the rules the payment page, the confirmation and the invoice share
// (payment/payment-due.ts), so a mail never shows another amount than they do.
import { atVenueChargeRows, atVenueNote, dueRows, orderSummaryRows, paymentFigures } from '@venue/core/payment/payment-due';
import { orderDetailsData } from '../../orders/order-answers';
import type { StoredOrder } from '../../store/orders.store';
import type { Fact } from '../templates/mail-parts';
import { money } from '../templates/mail-format';

export interface OrderAmounts {
  /** The lines, then Subtotal … Total, then Paid (or Deposit paid) and To pay at the venue. */
  readonly facts: readonly Fact[];
  /** Why part of it is paid at the venue; null when nothing is. */
  readonly atVenueNote: string | null;
}

export function orderAmounts(order: StoredOrder, currency: string): OrderAmounts {
  const details = orderDetailsData(order);
  const figures = order.status === 'paid' ? paymentFigures(details) : null;
  const lines = order.lines.map((line) => ({
    label: line.quantity > 1 ? `${line.description} × ${line.quantity}` : line.description,
    value: money(line.totalMinor, currency),
  }));
  const rows = [...orderSummaryRows(details), ...atVenueChargeRows(details), ...(figures ? dueRows(figures, 'paid') : [])];
  return {
    facts: [...lines, ...rows.map((row) => ({ label: row.label, value: `${row.negative ? '-' : ''}${money(row.amount, currency)}` }))],
    atVenueNote: figures ? atVenueNote(figures) : null,
  };
}
