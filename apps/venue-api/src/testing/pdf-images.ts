// The pictures a PDF reader paints (pdf.js's operator list, not the library that wrote the file): their size in
// pixels, page by page.
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { standardFontDataUrl } from './pdf-text';

export interface PdfImage {
  readonly page: number;
  readonly width: number;
  readonly height: number;
}

export async function pdfImages(bytes: Uint8Array): Promise<PdfImage[]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false, standardFontDataUrl })
    .promise;
  const images: PdfImage[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const ops = await page.getOperatorList();
    for (const [i, fn] of ops.fnArray.entries()) {
      if (fn !== OPS.paintImageXObject) continue;
      const [name] = ops.argsArray[i] as [string];
      const image = await new Promise<{ width: number; height: number }>((resolve) => page.objs.get(name, resolve));
      images.push({ page: n, width: image.width, height: image.height });
    }
  }
  await doc.destroy();
  return images;
}
