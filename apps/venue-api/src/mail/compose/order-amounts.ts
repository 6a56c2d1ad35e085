// An order's figures in a mail, from the rules the payment page, the confirmation and the invoice share
// (payment/payment-due.ts), so a mail never shows another amount than they do.
import { atVenueChargeRows, atVenueNote, dueRows, orderSummaryRows, paymentFigures } from '@venue/core/payment/payment-due';
import { orderDetailsData } from '../../orders/order-answers';
import type { StoredOrder } from '../../store/orders.store';
import type { Fact } from '../templates/mail-parts';
import { money } from '../templates/mail-format';
import type { GuestLanguage } from '../../languages/guest-language';
import { guestMoney } from '../../languages/guest-money';
import { atVenueNoteText, summaryRowLabel } from '../../languages/order-summary-words';

export interface OrderAmounts {
  /** The lines, then Subtotal … Total, then Paid (or Deposit paid) and To pay at the venue. */
  readonly facts: readonly Fact[];
  /** Why part of it is paid at the venue; null when nothing is. */
  readonly atVenueNote: string | null;
}

/** Amounts written as `language` writes money (English: mail-format.ts's own form). */
export function orderAmounts(order: StoredOrder, currency: string, language: GuestLanguage): OrderAmounts {
  const written = (amount: number): string => guestMoney(amount, currency, language, money);
  const details = orderDetailsData(order);
  const figures = order.status === 'paid' ? paymentFigures(details) : null;
  const lines = order.lines.map((line) => ({
    label: line.quantity > 1 ? `${line.description} × ${line.quantity}` : line.description,
    value: written(line.totalMinor),
  }));
  const rows = [...orderSummaryRows(details), ...atVenueChargeRows(details), ...(figures ? dueRows(figures, 'paid') : [])];
  const note = figures ? atVenueNote(figures) : null;
  return {
    facts: [
      ...lines,
      ...rows.map((row) => ({ label: summaryRowLabel(row, language), value: `${row.negative ? '-' : ''}${written(row.amount)}` })),
    ],
    atVenueNote: note === null ? null : atVenueNoteText(note, language),
  };
}
