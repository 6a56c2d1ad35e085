// The words of an order's figures (core's payment/payment-due.ts rows and note), shared by the payment page,
// the confirmation and the food order (docs/architecture.md#languages).
import type { AtVenueNote, SummaryRow } from '@venue/core/payment/payment-due';
import * as m from '~messages/order-summary';
import { formatPercent } from './format';

const rate = (percent: number | null): string | null => (percent === null ? null : formatPercent(percent));

/** "Tax (8%)", "Due now", "To pay at the venue": a row's label in the page's language. */
export function summaryRowLabel({ key, percent }: Pick<SummaryRow, 'key' | 'percent'>): string {
  switch (key) {
    case 'subtotal':
      return m.subtotal;
    case 'tax':
      return m.tax(rate(percent));
    case 'service':
      return m.serviceCharge(rate(percent));
    case 'discount':
      return m.discount(rate(percent));
    case 'promoter':
      return m.promoterDiscount;
    case 'total':
      return m.total;
    case 'taxAtVenue':
      return m.taxAtVenue(formatPercent(percent ?? 0));
    case 'serviceAtVenue':
      return m.serviceAtVenue(formatPercent(percent ?? 0));
    case 'dueNow':
      return m.dueNow;
    case 'depositDueNow':
      return m.depositDueNow;
    case 'paid':
      return m.paid;
    case 'depositPaid':
      return m.depositPaid;
    case 'atVenue':
      return m.toPayAtVenue;
  }
}

export const atVenueNoteText = {
  restWithCharges: m.restWithChargesAtVenue,
  rest: m.restAtVenue,
  charges: m.chargesAtVenue,
} satisfies Record<AtVenueNote, string>;
