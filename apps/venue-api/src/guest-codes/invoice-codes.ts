// The invoice's pages of guest codes (docs/product.md#codes-for-guests): each code's QR image with the guest's name,
// the ticket type and the night beside it, and the code's text under it, three codes a page; in the invoice's
// direction, the picture at the page's start edge (the right one in Hebrew).
import type { TextDirection } from '@venue/core/i18n/languages';
import type { PDFDocument } from 'pdf-lib';
import type { GuestCodeView } from '@venue/core/guest-codes/guest-code-view.schema';
import type { InvoiceWords } from '../languages/invoice-words';
import { isolated } from '../pdf/bidi-line';
import { pageText, type PdfFonts } from '../pdf/page-text';
import { qrPng } from './qr-png';

/** What the invoice shows of a guest code: the QR code, and its text under it for a reader that cannot scan. */
export type InvoiceCode = Pick<GuestCodeView, 'code' | 'guestName' | 'label' | 'night'>;

const PER_PAGE = 3;
const QR_SIZE = 170;
const CODE_TEXT_SIZE = 7;
/** The width the code's text may take: A4 less 50 points either side. */
const CODE_WIDTH = 495;

/** The texts these pages draw that come from the order, not from the catalog (the invoice picks its fonts by them). */
export const guestCodeTexts = (codes: readonly InvoiceCode[]): string[] => codes.flatMap((code) => [code.guestName, code.label, code.code]);

/** `code` in lines no wider than `width`, each character measured by `widthOf`. */
function codeLines(code: string, width: number, widthOf: (char: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  let taken = 0;
  for (const char of code) {
    const more = widthOf(char);
    if (line !== '' && taken + more > width) {
      lines.push(line);
      line = '';
      taken = 0;
    }
    line += char;
    taken += more;
  }
  return line === '' ? lines : [...lines, line];
}

export async function drawGuestCodes(
  doc: PDFDocument,
  codes: readonly InvoiceCode[],
  fonts: PdfFonts,
  /** The invoice's words, how its language writes a night's date, and its direction. */
  words: { readonly invoice: InvoiceWords; readonly date: (isoNight: string) => string; readonly direction: TextDirection },
): Promise<void> {
  const w = words.invoice;
  // A code has a few dozen different characters, each measured once.
  const widths = new Map<string, number>();
  const widthOf = (char: string) =>
    widths.get(char) ?? widths.set(char, fonts.regular.widthOfTextAtSize(fonts.drawable(char), CODE_TEXT_SIZE)).get(char) ?? 0;
  for (let start = 0; start < codes.length; start += PER_PAGE) {
    const page = doc.addPage([595.28, 841.89]);
    const text = pageText(page, fonts, words.direction);
    let y = 790;
    const line = (value: string, x: number, font = fonts.regular, size = 10) => text.draw(value, x, { y, font, size });
    line(codes.length === 1 ? w.yourCode : w.yourCodes, 50, fonts.bold, 16);
    y -= 16;
    line(w.showEachCode, 50);
    y -= 16;
    for (const [i, code] of codes.slice(start, start + PER_PAGE).entries()) {
      const image = await doc.embedPng(qrPng(code.code));
      page.drawImage(image, { x: text.boxLeft(50, QR_SIZE), y: y - QR_SIZE, width: QR_SIZE, height: QR_SIZE });
      const top = y;
      y = top - 30;
      line(isolated(code.guestName), 240, fonts.bold, 14);
      y -= 18;
      line(isolated(code.label), 240, fonts.regular, 11);
      y -= 16;
      line(w.nightOf(words.date(code.night)), 240, fonts.regular, 11);
      y -= 16;
      line(w.codeOf(start + i + 1, codes.length), 240, fonts.regular, 9);
      y = top - QR_SIZE - 10;
      // The code's characters read left to right on any page, from the left margin.
      for (const part of codeLines(code.code, CODE_WIDTH, widthOf)) {
        text.draw(part, 50, { y, font: fonts.regular, size: CODE_TEXT_SIZE, direction: 'ltr' });
        y -= 9;
      }
      y -= 16;
    }
  }
}
