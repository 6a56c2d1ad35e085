// The invoice's words in each language the backend writes (docs/architecture.md#languages). A PDF drawn with a
// standard font (Helvetica, WinAnsi) cannot draw Hebrew letters: a Hebrew order's invoice is written in English
// until the invoice embeds a font that can (docs/decisions.md#invoices-in-the-orders-language).
import * as en from '@venue/messages/en/invoice';
import * as es from '@venue/messages/es/invoice';
import * as fr from '@venue/messages/fr/invoice';
import * as he from '@venue/messages/he/invoice';
import { guestLanguage, type GuestLanguage } from './guest-language';
import type { Widened } from './widened';

export type InvoiceWords = Widened<typeof en>;

const catalogs: Readonly<Record<GuestLanguage, InvoiceWords>> = { en, fr, es, he };

/** The languages a standard PDF font can write. */
const drawable: ReadonlySet<GuestLanguage> = new Set(['en', 'fr', 'es']);

/** The language an order's invoice is written in: the order's, when a standard font can draw it. */
export function invoiceLanguage(language: string): GuestLanguage {
  const lang = guestLanguage(language);
  return drawable.has(lang) ? lang : 'en';
}

export const invoiceWords = (language: string): InvoiceWords => catalogs[invoiceLanguage(language)];
