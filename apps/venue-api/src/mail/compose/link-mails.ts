// The mails that carry a signed link (docs/product.md#mail): "find my orders" (the lookup is read by
// my-orders/my-orders-mail.ts) and the mailing list's confirmation (mailing-list/confirm-mail.ts).
import { createElement } from 'react';
import type { MyOrder } from '@venue/core/my-orders/my-orders.schema';
import { mailingListConfirmMail } from '../../mailing-list/confirm-mail';
import { myOrdersMailContent } from '../../my-orders/my-orders-mail';
import { MailingListConfirmMail, mailingListConfirmSubject } from '../templates/mailing-list-confirm-mail';
import { nightDateLabel } from '@venue/core/night/night-words';
import { money } from '../templates/mail-format';
import { MyOrdersLinkMail, myOrdersLinkSubject, type MyOrdersLinkOrder } from '../templates/my-orders-link-mail';
import type { MailComposer } from './compose-deps';
import { finishMail, mailFiles } from './finish-mail';
import type { SiteLinks } from './site-links';

/** An instant as the venue's clock shows it: "Jun 16, 2030, 8:00 PM". */
const venueClock = (at: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(at);

/** What the invoice calls each kind (orders/invoice-pdf.ts). */
const kindTitles: Readonly<Record<MyOrder['kind'], string>> = {
  tickets: 'Tickets',
  food: 'Food delivery',
  'gift-cards': 'Gift card',
  'coat-check': 'Coat check',
  bottles: 'Bottle service',
  reservations: 'Table reservation',
  bookings: 'Venue booking',
};

const INVOICE_PREFIX = 'invoices/pdf/';

function listedOrder(order: MyOrder, links: SiteLinks, currency: string): MyOrdersLinkOrder {
  const title = kindTitles[order.kind];
  return {
    orderNumber: order.orderId,
    what: order.eventName ? `${title}: ${order.eventName}` : title,
    night: order.night === null ? null : nightDateLabel(order.night),
    total: order.total === null ? null : money(order.total, currency),
    status: order.status,
    codes: order.codes.map((code) => ({ guestName: code.guestName, label: code.label, link: links.page('guest-code', code.linkToken) })),
    invoiceLink: order.invoice?.startsWith(INVOICE_PREFIX) ? links.page('view', order.invoice.slice(INVOICE_PREFIX.length)) : null,
  };
}

export const composeMyOrdersLink: MailComposer = async ({ ctx, links, venue: readVenue }, mail) => {
  const content = await myOrdersMailContent(ctx, links, mail.about.id);
  if (!content) return null;
  const venue = await readVenue();
  const element = createElement(MyOrdersLinkMail, {
    brand: venue.brand,
    language: mail.language,
    link: content.link,
    expires: venueClock(content.expiresAt, ctx.timeZone),
    orders: content.orders.map((order) => listedOrder(order, links, venue.currency)),
  });
  return finishMail(myOrdersLinkSubject(venue.brand.name), element, mailFiles(venue, []));
};

export const composeMailingListConfirm: MailComposer = async ({ ctx, venue: readVenue }, mail) => {
  const content = await mailingListConfirmMail(ctx, mail.about.id);
  if (!content) return null;
  const venue = await readVenue();
  const element = createElement(MailingListConfirmMail, {
    brand: venue.brand,
    language: mail.language,
    confirmUrl: content.confirmUrl,
    expires: venueClock(content.expiresAt, ctx.timeZone),
  });
  return finishMail(mailingListConfirmSubject(venue.brand.name), element, mailFiles(venue, []));
};
