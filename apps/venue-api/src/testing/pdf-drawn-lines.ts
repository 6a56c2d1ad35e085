// The text of a PDF as it is drawn, which is how a reader sees it: the glyphs of each baseline in the order they
// stand on the page, left to right (pdf.js's operator list, whatever order a text extractor would read them in).
// A Hebrew word comes out reversed and a parenthesis as the glyph drawn; pieces apart on the line (the invoice's
// columns) are joined by a space. Pages in order, lines top to bottom.
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { standardFontDataUrl } from './pdf-text';

interface Glyph {
  readonly unicode: string;
  readonly width: number;
}

interface Piece {
  readonly x: number;
  readonly y: number;
  end: number;
  text: string;
}

export async function pdfDrawnLines(bytes: Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false, standardFontDataUrl })
    .promise;
  const lines: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const ops = await (await doc.getPage(n)).getOperatorList();
    const pieces: Piece[] = [];
    let size = 0;
    let at = { x: 0, y: 0 };
    for (const [i, fn] of ops.fnArray.entries()) {
      const args = ops.argsArray[i] as unknown[];
      if (fn === OPS.setFont) size = Number(args[1]);
      else if (fn === OPS.setTextMatrix) {
        const matrix = args[0] as Record<number, number>;
        at = { x: matrix[4] ?? 0, y: matrix[5] ?? 0 };
      } else if (fn === OPS.showText) {
        const glyphs = (args[0] as (Glyph | number)[]).filter((glyph): glyph is Glyph => typeof glyph !== 'number');
        const width = glyphs.reduce((sum, glyph) => sum + (glyph.width * size) / 1000, 0);
        pieces.push({ x: at.x, y: at.y, end: at.x + width, text: glyphs.map((glyph) => glyph.unicode).join('') });
      }
    }
    const byBaseline = new Map<number, Piece[]>();
    for (const piece of pieces) byBaseline.set(Math.round(piece.y), [...(byBaseline.get(Math.round(piece.y)) ?? []), piece]);
    for (const [, onLine] of [...byBaseline].sort(([a], [b]) => b - a)) {
      const sorted = onLine.sort((a, b) => a.x - b.x);
      lines.push(sorted.map((piece, i) => (i > 0 && piece.x - (sorted[i - 1]?.end ?? 0) > 1 ? ` ${piece.text}` : piece.text)).join(''));
    }
  }
  await doc.destroy();
  return lines;
}
