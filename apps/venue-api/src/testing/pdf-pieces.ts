// The pieces of text a PDF reader finds and where (Mozilla's pdf.js, as testing/pdf-text.ts reads them): each with
// its page, its left edge, baseline and width in points, and the direction pdf.js reads it in.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { standardFontDataUrl } from './pdf-text';

export interface PdfPiece {
  readonly page: number;
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly dir: string;
}

export async function pdfPieces(bytes: Uint8Array): Promise<PdfPiece[]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false, standardFontDataUrl })
    .promise;
  const pieces: PdfPiece[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    for (const item of (await (await doc.getPage(n)).getTextContent()).items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const [, , , , x = 0, y = 0] = item.transform as number[];
      pieces.push({ page: n, text: item.str, x, y, width: item.width, dir: item.dir });
    }
  }
  await doc.destroy();
  return pieces;
}
