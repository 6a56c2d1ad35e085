// The mails of paid orders other than tickets (docs/product.md#mail): bottle service, food, coat check and gift
// cards, a table's and a coat check's headed by their night (docs/product.md#the-night-summary). Each reads the
// order as it is now; an order not paid (cancelled, refunded) has nothing left to say.
import type { NightSummary } from '@venue/core/night/night-summary';
import { minorFromMajor } from '@venue/core/money/minor-units';
import { currencyExponent } from '@venue/core/money/venue-currency';
import { createElement, type ReactElement } from 'react';
import { guestCodeViews } from '../../guest-codes/guest-code-views';
import { venueKeys } from '../../guest-codes/venue-keys';
import { orderNightOf } from '../../orders/order-night';
import { listLiveGuestCodes } from '../../store/guest-codes.store';
import { orderIn } from '../../orders/order-in-language';
import { findOrder, type StoredOrder } from '../../store/orders.store';
import { guestLanguage, type GuestLanguage } from '../../languages/guest-language';
import { guestMoney } from '../../languages/guest-money';
import { mailWords } from '../../languages/mail-words';
import { nightFormatsIn } from '../../languages/night-words';
import { BottleOrderPaidMail, bottleOrderPaidSubject } from '../templates/bottle-order-paid-mail';
import { CoatCheckClaimMail, coatCheckClaimSubject } from '../templates/coat-check-claim-mail';
import { FoodOrderPaidMail, foodOrderPaidSubject } from '../templates/food-order-paid-mail';
import { GiftCardReceiptMail, giftCardReceiptSubject } from '../templates/gift-card-receipt-mail';
import { GiftCardToRecipientMail, giftCardToRecipientSubject } from '../templates/gift-card-to-recipient-mail';
import { money } from '../templates/mail-format';
import type { Fact } from '../templates/mail-parts';
import type { PaidOrderProps } from '../templates/paid-order-mail';
import type { ComposeDeps, MailComposer } from './compose-deps';
import { finishMail, mailFiles } from './finish-mail';
import { guestCodeFiles, shownCode } from './guest-code-files';
import { invoiceFile } from './invoice-file';
import { mailNightVenue, type MailVenue } from './mail-venue';
import { orderAmounts } from './order-amounts';
import { payloadText } from './payload-text';
import type { OutboxMail, ComposedMail } from '../outbox-mail';

interface PaidOrderMailOf {
  readonly kind: string;
  readonly subject: (order: StoredOrder, venue: MailVenue, night: NightSummary | null, language: GuestLanguage) => string;
  /** What the mail says of the order beyond its night (the claim number). */
  readonly facts: (order: StoredOrder, language: GuestLanguage) => Fact[];
  readonly mail: (props: PaidOrderProps, order: StoredOrder) => ReactElement;
  /** The order's one code (the table's, the coats') goes with the mail. */
  readonly withCode: boolean;
}

async function composePaidOrder(
  of: PaidOrderMailOf,
  { ctx, links, venue: readVenue }: ComposeDeps,
  mail: OutboxMail,
): Promise<ComposedMail | null> {
  const stored = await findOrder(ctx.db, mail.about.id, of.kind);
  if (!stored || stored.status !== 'paid') return null;
  const venue = await readVenue();
  const language = guestLanguage(mail.language);
  const order = await orderIn(ctx.db, stored, language);
  const views = of.withCode ? await guestCodeViews(await venueKeys(ctx.db, ctx.now), await listLiveGuestCodes(ctx.db, order.id)) : [];
  const [code] = guestCodeFiles(views.slice(0, 1), links, language);
  const night = await orderNightOf(ctx.db, order, mailNightVenue(venue, ctx.timeZone));
  // The guest's invoice, as their own page shows it with the order's secret: with its page of codes.
  const invoice = mail.attachments.includes('invoice') ? await invoiceFile(order, venue, ctx.timeZone, views.slice(0, 1), night) : null;
  const files = mailFiles(venue, [code?.file, invoice]);
  const amounts = orderAmounts(order, venue.currency, language);
  const props: PaidOrderProps = {
    brand: venue.brand,
    language,
    guestName: payloadText(order.payload, 'clientName') || payloadText(order.payload, 'senderName'),
    orderNumber: order.id,
    night,
    facts: of.facts(order, language),
    code: code ? shownCode(code, files.has(code.file)) : null,
    amounts: amounts.facts,
    atVenueNote: amounts.atVenueNote,
    invoice: order.invoiceFile === null ? null : { attached: files.has(invoice), link: links.page('view', order.invoiceFile) },
  };
  return finishMail(of.subject(order, venue, night, language), of.mail(props, order), files);
}

const fact = (label: string, value: string): Fact[] => (value === '' ? [] : [{ label, value }]);

const bottles: PaidOrderMailOf = {
  kind: 'bottles',
  subject: (order, _venue, night, language) =>
    bottleOrderPaidSubject(language, night ? nightFormatsIn(language).date(night.night) : payloadText(order.payload, 'bottleDate')),
  facts: () => [],
  mail: (props) => createElement(BottleOrderPaidMail, props),
  withCode: true,
};

const food: PaidOrderMailOf = {
  kind: 'food',
  subject: (_order, venue, _night, language) => foodOrderPaidSubject(language, venue.brand.name),
  facts: () => [],
  mail: (props) => createElement(FoodOrderPaidMail, props),
  withCode: false,
};

const coatCheck: PaidOrderMailOf = {
  kind: 'coat-check',
  subject: (order, _venue, _night, language) => coatCheckClaimSubject(language, payloadText(order.payload, 'ticketNumber')),
  facts: (order, language) => fact(mailWords(language).claimTicket, payloadText(order.payload, 'ticketNumber')),
  mail: (props) => createElement(CoatCheckClaimMail, props),
  withCode: true,
};

export const composeBottleOrderPaid: MailComposer = (deps, mail) => composePaidOrder(bottles, deps, mail);
export const composeFoodOrderPaid: MailComposer = (deps, mail) => composePaidOrder(food, deps, mail);
export const composeCoatCheckClaim: MailComposer = (deps, mail) => composePaidOrder(coatCheck, deps, mail);

const recipientOf = (order: StoredOrder, language: GuestLanguage): string => {
  const [name, email] = [payloadText(order.payload, 'recipientName'), payloadText(order.payload, 'recipientEmail')];
  return email === '' ? name : mailWords(language).recipientAt(name, email);
};

const giftCardReceipt: PaidOrderMailOf = {
  kind: 'gift-cards',
  subject: (_order, venue, _night, language) => giftCardReceiptSubject(language, venue.brand.name),
  facts: () => [],
  mail: (props, order) => createElement(GiftCardReceiptMail, { ...props, recipient: recipientOf(order, guestLanguage(props.language)) }),
  withCode: false,
};

export const composeGiftCardReceipt: MailComposer = (deps, mail) => composePaidOrder(giftCardReceipt, deps, mail);

/** The card itself, to its recipient: the sender's name and words, its value and its reference. */
export const composeGiftCardToRecipient: MailComposer = async ({ ctx, venue: readVenue }, mail) => {
  const order = await findOrder(ctx.db, mail.about.id, 'gift-cards');
  if (!order || order.status !== 'paid') return null;
  const venue = await readVenue();
  const language = guestLanguage(mail.language);
  // The card keeps its value in the major unit (its form's whole amount); empty when it is not an amount of the currency.
  const amount = minorFromMajor(Number(payloadText(order.payload, 'amount')), currencyExponent(venue.currency));
  const senderName = payloadText(order.payload, 'senderName') || mailWords(language).aFriend;
  const files = mailFiles(venue, []);
  const element = createElement(GiftCardToRecipientMail, {
    brand: venue.brand,
    language,
    recipientName: payloadText(order.payload, 'recipientName'),
    senderName,
    message: payloadText(order.payload, 'message'),
    amount: amount.ok ? guestMoney(amount.value, venue.currency, language, money) : '',
    reference: order.id,
  });
  return finishMail(giftCardToRecipientSubject(language, { senderName, venueName: venue.brand.name }), element, files);
};
