// The invoice's words in each language the backend writes (docs/architecture.md#languages): a Hebrew order's invoice
// is Hebrew, drawn right to left with an embedded font (docs/decisions.md#invoices-in-the-orders-language).
import * as en from '@venue/messages/en/invoice';
import * as es from '@venue/messages/es/invoice';
import * as fr from '@venue/messages/fr/invoice';
import * as he from '@venue/messages/he/invoice';
import { guestLanguage, type GuestLanguage } from './guest-language';
import type { Widened } from './widened';

export type InvoiceWords = Widened<typeof en>;

const catalogs: Readonly<Record<GuestLanguage, InvoiceWords>> = { en, fr, es, he };

/** The language an order's invoice is written in: the order's (English for one the backend does not write). */
export const invoiceLanguage = (language: string): GuestLanguage => guestLanguage(language);

export const invoiceWords = (language: string): InvoiceWords => catalogs[invoiceLanguage(language)];
