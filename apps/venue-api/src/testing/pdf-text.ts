// The text of a PDF as a reader finds it, with Mozilla's pdf.js (not the library that wrote it):
// one line per baseline, top to bottom, its pieces left to right joined by a space.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// The standard fonts' metrics, which pdf.js wants for Helvetica and friends (else it warns).
export const standardFontDataUrl = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts/');

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false, standardFontDataUrl })
    .promise;
  const lines: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    const byBaseline = new Map<number, { x: number; text: string }[]>();
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const [, , , , x = 0, y = 0] = item.transform as number[];
      const key = Math.round(y);
      byBaseline.set(key, [...(byBaseline.get(key) ?? []), { x, text: item.str }]);
    }
    for (const [, pieces] of [...byBaseline].sort(([a], [b]) => b - a))
      lines.push(
        pieces
          .sort((a, b) => a.x - b.x)
          .map((piece) => piece.text)
          .join(' '),
      );
  }
  await doc.destroy();
  return lines.join('\n');
}
