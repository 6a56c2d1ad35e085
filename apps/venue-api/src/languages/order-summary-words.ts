// An order's figures in words (the rows core's payment/payment-due.ts keys), as the payment page and the
// confirmation write them, in the guest's language: for the mails and the invoice.
import type { AtVenueNote, SummaryRow } from '@venue/core/payment/payment-due';
import * as enNumbers from '@venue/messages/en/numbers';
import * as en from '@venue/messages/en/order-summary';
import * as esNumbers from '@venue/messages/es/numbers';
import * as es from '@venue/messages/es/order-summary';
import * as frNumbers from '@venue/messages/fr/numbers';
import * as fr from '@venue/messages/fr/order-summary';
import * as heNumbers from '@venue/messages/he/numbers';
import * as he from '@venue/messages/he/order-summary';
import { guestLanguage, type GuestLanguage } from './guest-language';
import type { Widened } from './widened';

type OrderSummaryWords = Widened<typeof en>;

const catalogs: Readonly<Record<GuestLanguage, OrderSummaryWords>> = { en, fr, es, he };

/** A rate as the language writes percentages: "8.875%" in English, "8,875 %" in French. */
const percents: Readonly<Record<GuestLanguage, (value: number) => string>> = {
  en: enNumbers.percent,
  fr: frNumbers.percent,
  es: esNumbers.percent,
  he: heNumbers.percent,
};

export function summaryRowLabel(row: SummaryRow, language: string): string {
  const lang = guestLanguage(language);
  const w = catalogs[lang];
  const rate = row.percent === null ? null : percents[lang](row.percent);
  switch (row.key) {
    case 'subtotal':
      return w.subtotal;
    case 'tax':
      return w.tax(rate);
    case 'service':
      return w.serviceCharge(rate);
    case 'discount':
      return w.discount(rate);
    case 'promoter':
      return w.promoterDiscount;
    case 'total':
      return w.total;
    case 'taxAtVenue':
      return w.taxAtVenue(rate ?? '');
    case 'serviceAtVenue':
      return w.serviceAtVenue(rate ?? '');
    case 'dueNow':
      return w.dueNow;
    case 'depositDueNow':
      return w.depositDueNow;
    case 'paid':
      return w.paid;
    case 'depositPaid':
      return w.depositPaid;
    case 'atVenue':
      return w.toPayAtVenue;
  }
}

export function atVenueNoteText(note: AtVenueNote, language: string): string {
  const w = catalogs[guestLanguage(language)];
  return { restWithCharges: w.restWithChargesAtVenue, rest: w.restAtVenue, charges: w.chargesAtVenue }[note];
}
