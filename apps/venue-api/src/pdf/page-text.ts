// Text on a PDF page written in either direction (docs/decisions.md#invoices-in-the-orders-language): each line is
// given in reading order, at a distance from the page's start edge (the left margin in a left-to-right language,
// the right one in Hebrew), so one layout serves both directions; the line is put in visual order (bidi-line.ts)
// and drawn run by run, left to right.
import type { TextDirection } from '@venue/core/i18n/languages';
import { rgb, type Color, type PDFFont, type PDFPage } from 'pdf-lib';
import { visualRuns, type VisualRun } from './bidi-line';

/** A document's fonts and how they take text. */
export interface PdfFonts {
  readonly regular: PDFFont;
  readonly bold: PDFFont;
  /** `text` as the fonts can draw it: a character they lack becomes '?'. */
  readonly drawable: (text: string) => string;
  /** What to hand the font for a run drawn left to right (a shaping font lays a right-to-left script out itself). */
  readonly handed: (run: VisualRun) => string;
}

export interface LineStyle {
  readonly y: number;
  readonly font: PDFFont;
  readonly size: number;
  /** Which end of the line sits at the given distance: its start (the default) or its end. */
  readonly anchor?: 'start' | 'end';
  /**
   * For text read in one direction whatever the page's language, such as a code's characters: laid out as a block
   * of that direction, `x` from its start edge.
   */
  readonly direction?: TextDirection;
  readonly color?: Color;
}

export interface PageText {
  readonly direction: TextDirection;
  /** Draws `value` (in reading order) with its anchored end `x` points from the page's start edge. */
  readonly draw: (value: string, x: number, style: LineStyle) => void;
  /** The width `value` takes drawn in `font` at `size`. */
  readonly width: (value: string, font: PDFFont, size: number) => number;
  /** The left edge of a box `width` wide whose start is `x` points from the page's start edge (a picture). */
  readonly boxLeft: (x: number, width: number) => number;
}

const INK = rgb(0, 0, 0);

export function pageText(page: PDFPage, fonts: PdfFonts, direction: TextDirection): PageText {
  const pageWidth = page.getWidth();
  const pieces = (value: string, font: PDFFont, size: number, base: TextDirection) =>
    visualRuns(value, base).map((run) => {
      const text = fonts.handed({ text: fonts.drawable(run.text), rtl: run.rtl });
      return { text, width: font.widthOfTextAtSize(text, size) };
    });
  const total = (drawn: readonly { width: number }[]) => drawn.reduce((sum, piece) => sum + piece.width, 0);
  const leftOf = (x: number, width: number, base: TextDirection) => (base === 'rtl' ? pageWidth - x - width : x);
  return {
    direction,
    boxLeft: (x, width) => leftOf(x, width, direction),
    width: (value, font, size) => total(pieces(value, font, size, direction)),
    draw(value, x, { y, font, size, anchor = 'start', direction: base = direction, color = INK }) {
      const drawn = pieces(value, font, size, base);
      const width = total(drawn);
      let left = leftOf(anchor === 'start' ? x : x - width, width, base);
      for (const piece of drawn) {
        page.drawText(piece.text, { x: left, y, size, font, color });
        left += piece.width;
      }
    },
  };
}
