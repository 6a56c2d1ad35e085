// Helvetica, one of the PDF's standard fonts: nothing embedded, so the file stays a few kilobytes; its WinAnsi set
// writes English, French and Spanish (orders/win-ansi.ts).
import { StandardFonts, type PDFDocument } from 'pdf-lib';
import { winAnsi } from '../orders/win-ansi';
import type { PdfFonts } from './page-text';

export async function standardFonts(doc: PDFDocument): Promise<PdfFonts> {
  return {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    drawable: winAnsi,
    // A standard font draws its characters as given, one after the other.
    handed: (run) => run.text,
  };
}
