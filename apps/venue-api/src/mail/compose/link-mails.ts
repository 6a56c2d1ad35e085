// The mails that carry a signed link (docs/product.md#mail): "find my orders" (the lookup is read by
// my-orders/my-orders-mail.ts) and the mailing list's confirmation (mailing-list/confirm-mail.ts).
import { createElement } from 'react';
import type { MyOrder } from '@venue/core/my-orders/my-orders.schema';
import { mailingListConfirmMail } from '../../mailing-list/confirm-mail';
import { myOrdersMailContent } from '../../my-orders/my-orders-mail';
import { MailingListConfirmMail, mailingListConfirmSubject } from '../templates/mailing-list-confirm-mail';
import { money } from '../templates/mail-format';
import { guestLanguage, type GuestLanguage } from '../../languages/guest-language';
import { guestMoney } from '../../languages/guest-money';
import { mailWords, type MailWords } from '../../languages/mail-words';
import { nightFormatsIn } from '../../languages/night-words';
import { venueClockIn } from '../../languages/venue-clock';
import { MyOrdersLinkMail, myOrdersLinkSubject, type MyOrdersLinkOrder } from '../templates/my-orders-link-mail';
import type { MailComposer } from './compose-deps';
import { finishMail, mailFiles } from './finish-mail';
import type { SiteLinks } from './site-links';

/** An instant as the venue's clock shows it: "Jun 16, 2030, 8:00 PM". */
const englishClock = (at: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(at);

/** What the invoice calls each kind (orders/invoice-pdf.ts). */
const kindTitle = (kind: MyOrder['kind'], w: MailWords): string =>
  ({
    tickets: w.kindTickets,
    food: w.kindFood,
    'gift-cards': w.kindGiftCard,
    'coat-check': w.kindCoatCheck,
    bottles: w.kindBottles,
    reservations: w.kindReservation,
    bookings: w.kindBooking,
  })[kind];

const statusWord = (status: MyOrder['status'], w: MailWords): string =>
  ({ Pending: w.statusPending, Confirmed: w.statusConfirmed, Paid: w.statusPaid, Cancelled: w.statusCancelled })[status];

const INVOICE_PREFIX = 'invoices/pdf/';

function listedOrder(order: MyOrder, links: SiteLinks, currency: string, language: GuestLanguage): MyOrdersLinkOrder {
  const w = mailWords(language);
  const title = kindTitle(order.kind, w);
  return {
    orderNumber: order.orderId,
    what: order.eventName ? w.kindWithEvent(title, order.eventName) : title,
    night: order.night === null ? null : nightFormatsIn(language).date(order.night),
    total: order.total === null ? null : guestMoney(order.total, currency, language, money),
    status: statusWord(order.status, w),
    codes: order.codes.map((code) => ({ guestName: code.guestName, label: code.label, link: links.page('guest-code', code.linkToken) })),
    invoiceLink: order.invoice?.startsWith(INVOICE_PREFIX) ? links.page('view', order.invoice.slice(INVOICE_PREFIX.length)) : null,
  };
}

export const composeMyOrdersLink: MailComposer = async ({ ctx, links, venue: readVenue }, mail) => {
  const content = await myOrdersMailContent(ctx, links, mail.about.id);
  if (!content) return null;
  const venue = await readVenue();
  const language = guestLanguage(mail.language);
  const element = createElement(MyOrdersLinkMail, {
    brand: venue.brand,
    language,
    link: content.link,
    expires: venueClockIn(language, content.expiresAt, ctx.timeZone, englishClock),
    orders: content.orders.map((order) => listedOrder(order, links, venue.currency, language)),
  });
  return finishMail(myOrdersLinkSubject(language, venue.brand.name), element, mailFiles(venue, []));
};

export const composeMailingListConfirm: MailComposer = async ({ ctx, venue: readVenue }, mail) => {
  const content = await mailingListConfirmMail(ctx, mail.about.id);
  if (!content) return null;
  const venue = await readVenue();
  const language = guestLanguage(mail.language);
  const element = createElement(MailingListConfirmMail, {
    brand: venue.brand,
    language,
    confirmUrl: content.confirmUrl,
    expires: venueClockIn(language, content.expiresAt, ctx.timeZone, englishClock),
  });
  return finishMail(mailingListConfirmSubject(language, venue.brand.name), element, mailFiles(venue, []));
};
