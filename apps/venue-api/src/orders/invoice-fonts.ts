// The fonts an invoice is drawn with (docs/decisions.md#invoices-in-the-orders-language): Helvetica, nothing
// embedded, while every text on it is in Helvetica's WinAnsi set, as an English, French or Spanish invoice of a
// venue that writes in those; else DejaVu Sans embedded as a subset: a Hebrew invoice, or a venue, a guest's name or a
// currency sign (₪) beyond WinAnsi.
import type { PDFDocument } from 'pdf-lib';
import { withoutBidiControls } from '../pdf/bidi-line';
import { embeddedFonts } from '../pdf/embedded-fonts';
import type { PdfFonts } from '../pdf/page-text';
import { standardFonts } from '../pdf/standard-fonts';
import { isWinAnsi } from './win-ansi';

export const invoiceFonts = (doc: PDFDocument, texts: readonly string[]): Promise<PdfFonts> =>
  // The marks that steer the order of a line draw nothing (pdf/bidi-line.ts).
  texts.every((text) => isWinAnsi(withoutBidiControls(text))) ? standardFonts(doc) : embeddedFonts(doc);
