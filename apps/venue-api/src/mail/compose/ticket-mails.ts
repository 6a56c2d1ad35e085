// The ticket mails (docs/product.md#mail): the buyer's, with every guest's code, and each named guest's own.
import type { Event } from '@venue/core/content/event.schema';
import { createElement } from 'react';
import { guestCodeViews, guestCodeView } from '../../guest-codes/guest-code-views';
import { admitsGuests } from '../../guest-codes/issue-codes';
import { venueKeys } from '../../guest-codes/venue-keys';
import { findEvent } from '../../store/events.store';
import { findGuestCode, listLiveGuestCodes } from '../../store/guest-codes.store';
import { findOrder } from '../../store/orders.store';
import { GuestCodeMail, guestCodeSubject } from '../templates/guest-code-mail';
import { nightLabel } from '../templates/mail-format';
import { TicketOrderPaidMail, ticketOrderPaidSubject } from '../templates/ticket-order-paid-mail';
import { eventCalendarFile, placeOf } from './calendar-files';
import type { MailComposer } from './compose-deps';
import { finishMail, mailFiles } from './finish-mail';
import { guestCodeFiles, shownCode } from './guest-code-files';
import { invoiceFile } from './invoice-file';
import { orderAmounts } from './order-amounts';
import { payloadText } from './payload-text';

const whenOf = (event: Event): string => `${nightLabel(event.date)}, ${event.startTime} to ${event.endTime}`;

export const composeTicketOrderPaid: MailComposer = async ({ ctx, links, venue: readVenue }, mail) => {
  const order = await findOrder(ctx.db, mail.about.id, 'tickets');
  if (!order || !admitsGuests(order)) return null;
  const event = await findEvent(ctx.db, payloadText(order.payload, 'eventId'));
  const views = await guestCodeViews(await venueKeys(ctx.db, ctx.now), await listLiveGuestCodes(ctx.db, order.id));
  if (!event || views.length === 0) return null;
  const venue = await readVenue();
  const codes = guestCodeFiles(views, links);
  const invoice = mail.attachments.includes('invoice') ? await invoiceFile(order, venue, ctx.timeZone, views) : null;
  const calendar = mail.attachments.includes('calendar') ? eventCalendarFile(event, venue, links, ctx.timeZone, ctx.now()) : null;
  const files = mailFiles(venue, [...codes.map((c) => c.file), invoice, calendar]);
  const element = createElement(TicketOrderPaidMail, {
    brand: venue.brand,
    language: mail.language,
    buyerName: payloadText(order.payload, 'clientName') || 'there',
    eventName: event.name,
    when: whenOf(event),
    place: placeOf(venue, event.location),
    eventLink: links.page('event-details', event._id),
    orderNumber: order.id,
    codes: codes.map((code) => shownCode(code, files.has(code.file))),
    amounts: orderAmounts(order, venue.currency).facts,
    invoice: order.invoiceFile === null ? null : { attached: files.has(invoice), link: links.page('view', order.invoiceFile) },
    calendar: { attached: files.has(calendar), link: links.page('event-details', event._id) },
  });
  return finishMail(ticketOrderPaidSubject({ eventName: event.name }), element, files);
};

/** A named guest's own code: that code only, nothing else of the order (docs/product.md#codes-for-guests). */
export const composeTicketGuestCode: MailComposer = async ({ ctx, links, venue: readVenue }, mail) => {
  const code = await findGuestCode(ctx.db, mail.about.id);
  // A renamed place's old code is void: its mail has nothing left to say, the new name's mail follows.
  if (!code || code.status !== 'issued' || code.eventId === null) return null;
  const [order, event] = await Promise.all([findOrder(ctx.db, code.orderId), findEvent(ctx.db, code.eventId)]);
  if (!order || !admitsGuests(order) || !event) return null;
  const venue = await readVenue();
  const [shown] = guestCodeFiles([await guestCodeView(await venueKeys(ctx.db, ctx.now), code)], links);
  if (!shown) return null;
  const calendar = mail.attachments.includes('calendar') ? eventCalendarFile(event, venue, links, ctx.timeZone, ctx.now()) : null;
  const files = mailFiles(venue, [shown.file, calendar]);
  const element = createElement(GuestCodeMail, {
    brand: venue.brand,
    language: mail.language,
    eventName: event.name,
    when: whenOf(event),
    place: placeOf(venue, event.location),
    eventLink: links.page('event-details', event._id),
    code: shownCode(shown, files.has(shown.file)),
    calendar: { attached: files.has(calendar), link: links.page('event-details', event._id) },
  });
  return finishMail(guestCodeSubject({ eventName: event.name }), element, files);
};
