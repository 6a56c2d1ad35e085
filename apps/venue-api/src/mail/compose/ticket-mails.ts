// The ticket mails (docs/product.md#mail): the buyer's, with every guest's code, and each named guest's own, each
// headed by the event's night (docs/product.md#the-night-summary).
import { eventNight, ticketCount } from '@venue/core/night/night-summary';
import { createElement } from 'react';
import { guestCodeViews, guestCodeView } from '../../guest-codes/guest-code-views';
import { admitsGuests } from '../../guest-codes/issue-codes';
import { venueKeys } from '../../guest-codes/venue-keys';
import { eventIn, venueIn } from '../../orders/order-night';
import { findEvent } from '../../store/events.store';
import { findGuestCode, listLiveGuestCodes } from '../../store/guest-codes.store';
import { orderIn } from '../../orders/order-in-language';
import { findOrder } from '../../store/orders.store';
import { guestLanguage } from '../../languages/guest-language';
import { GuestCodeMail, guestCodeSubject } from '../templates/guest-code-mail';
import { TicketOrderPaidMail, ticketOrderPaidSubject } from '../templates/ticket-order-paid-mail';
import { summaryCalendarFile } from './calendar-files';
import type { MailComposer } from './compose-deps';
import { finishMail, mailFiles } from './finish-mail';
import { guestCodeFiles, shownCode } from './guest-code-files';
import { invoiceFile } from './invoice-file';
import { mailNightVenue } from './mail-venue';
import { orderAmounts } from './order-amounts';
import { payloadText } from './payload-text';

export const composeTicketOrderPaid: MailComposer = async ({ ctx, links, venue: readVenue }, mail) => {
  const stored = await findOrder(ctx.db, mail.about.id, 'tickets');
  if (!stored || !admitsGuests(stored)) return null;
  const event = await findEvent(ctx.db, payloadText(stored.payload, 'eventId'));
  const views = await guestCodeViews(await venueKeys(ctx.db, ctx.now), await listLiveGuestCodes(ctx.db, stored.id));
  if (!event || views.length === 0) return null;
  const venue = await readVenue();
  const language = guestLanguage(mail.language);
  const order = await orderIn(ctx.db, stored, language);
  const night = eventNight(
    await eventIn(ctx.db, event, language),
    await venueIn(ctx.db, mailNightVenue(venue, ctx.timeZone), language),
    ticketCount(order.payload),
  );
  const eventPage = links.page('event-details', event._id);
  const codes = guestCodeFiles(views, links, language);
  const invoice = mail.attachments.includes('invoice') ? await invoiceFile(order, venue, ctx.timeZone, views, night) : null;
  const calendar = mail.attachments.includes('calendar')
    ? summaryCalendarFile({ night, orderId: order.id, page: eventPage }, links, ctx.timeZone, ctx.now(), language)
    : null;
  const files = mailFiles(venue, [...codes.map((c) => c.file), invoice, calendar]);
  const element = createElement(TicketOrderPaidMail, {
    brand: venue.brand,
    language,
    buyerName: payloadText(order.payload, 'clientName'),
    night,
    eventLink: eventPage,
    orderNumber: order.id,
    codes: codes.map((code) => shownCode(code, files.has(code.file))),
    amounts: orderAmounts(order, venue.currency, language).facts,
    invoice: order.invoiceFile === null ? null : { attached: files.has(invoice), link: links.page('view', order.invoiceFile) },
    calendar: { attached: files.has(calendar), link: eventPage },
  });
  return finishMail(ticketOrderPaidSubject(language, night), element, files);
};

/** A named guest's own code: that code only, nothing else of the order (docs/product.md#codes-for-guests). */
export const composeTicketGuestCode: MailComposer = async ({ ctx, links, venue: readVenue }, mail) => {
  const code = await findGuestCode(ctx.db, mail.about.id);
  // A renamed place's old code is void: its mail has nothing left to say, the new name's mail follows.
  if (!code || code.status !== 'issued' || code.eventId === null) return null;
  const [order, event] = await Promise.all([findOrder(ctx.db, code.orderId), findEvent(ctx.db, code.eventId)]);
  if (!order || !admitsGuests(order) || !event) return null;
  const venue = await readVenue();
  const language = guestLanguage(mail.language);
  // The night as the guest's own page shows it: the event, not how many tickets the order holds.
  const night = eventNight(await eventIn(ctx.db, event, language), await venueIn(ctx.db, mailNightVenue(venue, ctx.timeZone), language));
  const eventPage = links.page('event-details', event._id);
  const [shown] = guestCodeFiles([await guestCodeView(await venueKeys(ctx.db, ctx.now), code)], links, language);
  if (!shown) return null;
  const calendar = mail.attachments.includes('calendar')
    ? summaryCalendarFile({ night, orderId: order.id, page: eventPage }, links, ctx.timeZone, ctx.now(), language)
    : null;
  const files = mailFiles(venue, [shown.file, calendar]);
  const element = createElement(GuestCodeMail, {
    brand: venue.brand,
    language,
    night,
    eventLink: eventPage,
    code: shownCode(shown, files.has(shown.file)),
    calendar: { attached: files.has(calendar), link: eventPage },
  });
  return finishMail(guestCodeSubject(language, night), element, files);
};
