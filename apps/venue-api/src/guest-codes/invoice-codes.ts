// The invoice's pages of guest codes (docs/product.md#codes-for-guests): each code's QR image with the guest's name,
// the ticket type and the night beside it, and the code's text under it, three codes a page.
import { rgb, type PDFDocument, type PDFFont } from 'pdf-lib';
import type { GuestCodeView } from '@venue/core/guest-codes/guest-code-view.schema';
import type { InvoiceWords } from '../languages/invoice-words';
import { winAnsi } from '../orders/win-ansi';
import { qrPng } from './qr-png';

/** What the invoice shows of a guest code: the QR code, and its text under it for a reader that cannot scan. */
export type InvoiceCode = Pick<GuestCodeView, 'code' | 'guestName' | 'label' | 'night'>;

const PER_PAGE = 3;
const QR_SIZE = 170;
const CODE_TEXT_SIZE = 7;
/** Characters of the code's text per line: Helvetica at 7 points fits this many base64url characters in 495 points. */
const CODE_LINE = 110;

export async function drawGuestCodes(
  doc: PDFDocument,
  codes: readonly InvoiceCode[],
  fonts: { regular: PDFFont; bold: PDFFont },
  /** The invoice's words, and how its language writes a night's date. */
  words: { readonly invoice: InvoiceWords; readonly date: (isoNight: string) => string },
): Promise<void> {
  const w = words.invoice;
  for (let start = 0; start < codes.length; start += PER_PAGE) {
    const page = doc.addPage([595.28, 841.89]);
    let y = 790;
    const text = (value: string, x: number, font: PDFFont, size: number) =>
      page.drawText(winAnsi(value), { x, y, size, font, color: rgb(0, 0, 0) });
    text(codes.length === 1 ? w.yourCode : w.yourCodes, 50, fonts.bold, 16);
    y -= 16;
    text(w.showEachCode, 50, fonts.regular, 10);
    y -= 16;
    for (const [i, code] of codes.slice(start, start + PER_PAGE).entries()) {
      const image = await doc.embedPng(qrPng(code.code));
      page.drawImage(image, { x: 50, y: y - QR_SIZE, width: QR_SIZE, height: QR_SIZE });
      const top = y;
      y = top - 30;
      text(code.guestName, 240, fonts.bold, 14);
      y -= 18;
      text(code.label, 240, fonts.regular, 11);
      y -= 16;
      text(w.nightOf(words.date(code.night)), 240, fonts.regular, 11);
      y -= 16;
      text(w.codeOf(start + i + 1, codes.length), 240, fonts.regular, 9);
      y = top - QR_SIZE - 10;
      for (let at = 0; at < code.code.length; at += CODE_LINE) {
        text(code.code.slice(at, at + CODE_LINE), 50, fonts.regular, CODE_TEXT_SIZE);
        y -= 9;
      }
      y -= 16;
    }
  }
}
