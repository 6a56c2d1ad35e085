// An order's invoice PDF as a mail carries it: the one the buyer's own page shows, with the night the order is for
// (docs/product.md#the-night-summary), pages of codes included when the mail is the buyer's (docs/product.md#codes-for-guests).
import type { GuestCodeView } from '@venue/core/guest-codes/guest-code-view.schema';
import type { NightSummary } from '@venue/core/night/night-summary';
import type { StoredOrder } from '../../store/orders.store';
import type { ComposedAttachment } from '../outbox-mail';
import type { MailVenue } from './mail-venue';

export async function invoiceFile(
  order: StoredOrder,
  venue: MailVenue,
  timeZone: string,
  codes: readonly GuestCodeView[] = [],
  night: NightSummary | null = null,
): Promise<ComposedAttachment | null> {
  if (order.status !== 'paid' || order.invoiceFile === null) return null;
  // pdf-lib loads with the first invoice, as on the invoice route.
  const { buildInvoicePdf } = await import('../../orders/invoice-pdf');
  const content = await buildInvoicePdf(
    order,
    { name: venue.brand.name, address: venue.address, currency: venue.currency, timeZone },
    codes,
    night,
  );
  return { filename: `invoice-${order.id}.pdf`, contentType: 'application/pdf', content };
}
