// The venue booking mails (docs/product.md#mail): the request received, and the booking confirmed or its deposit paid,
// each headed by the night asked for (docs/product.md#the-night-summary) and reading the booking as it is now: a
// cancelled booking, or a confirmation of one still pending, says nothing.
import { orderNight } from '@venue/core/night/night-summary';
import { createElement } from 'react';
import { orderIn } from '../../orders/order-in-language';
import { findOrder } from '../../store/orders.store';
import { guestLanguage } from '../../languages/guest-language';
import { mailWords } from '../../languages/mail-words';
import { nightFormatsIn } from '../../languages/night-words';
import type { ComposedMail, OutboxMail } from '../outbox-mail';
import { BookingConfirmedMail, bookingConfirmedSubject } from '../templates/booking-confirmed-mail';
import { BookingReceivedMail, bookingReceivedSubject } from '../templates/booking-received-mail';
import type { Fact } from '../templates/mail-parts';
import type { ReservationMailProps } from '../templates/reservation-frame';
import { summaryCalendarFile } from './calendar-files';
import type { ComposeDeps, MailComposer } from './compose-deps';
import { finishMail, mailFiles } from './finish-mail';
import { invoiceFile } from './invoice-file';
import { mailNightVenue } from './mail-venue';
import { changesOf } from './order-changes';
import { orderAmounts } from './order-amounts';
import { payloadText } from './payload-text';

const fact = (label: string, value: string): Fact[] => (value === '' ? [] : [{ label, value }]);

async function composeBooking(
  confirmed: boolean,
  { ctx, links, venue: readVenue }: ComposeDeps,
  mail: OutboxMail,
): Promise<ComposedMail | null> {
  const order = await findOrder(ctx.db, mail.about.id, 'bookings');
  if (!order || order.status === 'cancelled' || (confirmed && order.status === 'created')) return null;
  const venue = await readVenue();
  const language = guestLanguage(mail.language);
  const w = mailWords(language);
  const field = (key: string) => payloadText(order.payload, key);
  const night = orderNight('bookings', order.payload, mailNightVenue(venue, ctx.timeZone));
  const when = night === null ? field('eventDate') : nightFormatsIn(language).date(night.night);
  const checkout = links.page('booking-checkout', order.id);
  const calendar =
    confirmed && night !== null && mail.attachments.includes('calendar')
      ? summaryCalendarFile(
          { night, orderId: order.id, page: checkout, sequence: await changesOf(ctx.db, order.id), method: 'PUBLISH' },
          links,
          ctx.timeZone,
          ctx.now(),
          language,
        )
      : null;
  const invoice = confirmed && mail.attachments.includes('invoice') ? await invoiceFile(order, venue, ctx.timeZone, [], night) : null;
  const files = mailFiles(venue, [invoice, calendar]);
  const props: ReservationMailProps = {
    brand: venue.brand,
    language,
    guestName: field('clientName'),
    when,
    // The night heads the mail (its template); these say the rest of the booking.
    facts: [
      { label: w.bookingNumber, value: order.id },
      ...fact(w.event, field('eventType')),
      ...fact(w.specialRequest, field('specialRequest')),
    ],
    code: null,
    // A paid booking is not cancelled online (docs/product.md#reservations-and-venue-booking).
    links: [
      { href: checkout, text: w.seeYourBooking },
      ...(order.status === 'paid' ? [] : [{ href: links.page('cancel-booking', order.id), text: w.cancelThisBooking }]),
    ],
    calendar: calendar ? { attached: files.has(calendar), link: checkout } : null,
  };
  if (!confirmed)
    return finishMail(bookingReceivedSubject(language, venue.brand.name), createElement(BookingReceivedMail, { ...props, night }), files);
  const amounts = order.status === 'paid' ? orderAmounts(await orderIn(ctx.db, order, language), venue.currency, language).facts : [];
  const invoiceLink = order.invoiceFile === null ? null : { attached: files.has(invoice), link: links.page('view', order.invoiceFile) };
  return finishMail(
    bookingConfirmedSubject(language, when),
    createElement(BookingConfirmedMail, { ...props, amounts, invoice: invoiceLink, night }),
    files,
  );
}

export const composeBookingReceived: MailComposer = (deps, mail) => composeBooking(false, deps, mail);
export const composeBookingConfirmed: MailComposer = (deps, mail) => composeBooking(true, deps, mail);
