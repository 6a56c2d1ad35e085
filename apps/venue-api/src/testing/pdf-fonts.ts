// The fonts a PDF names, read with pdf-lib's object model: each font's name and, for an embedded one, the bytes of
// its font file (a subset's are a small part of the whole font's).
import { PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef } from 'pdf-lib';

export interface PdfFont {
  readonly name: string;
  /** The embedded font file's length in bytes; null for a standard font, which is not embedded. */
  readonly embeddedBytes: number | null;
}

export async function pdfFonts(bytes: Uint8Array): Promise<PdfFont[]> {
  const doc = await PDFDocument.load(bytes);
  const fonts: PdfFont[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('Font')) continue;
    const name = object.get(PDFName.of('BaseFont'))?.toString().replace(/^\//, '') ?? '';
    if (object.get(PDFName.of('Subtype')) === PDFName.of('Type0')) continue; // Its descendant names the same font.
    const descriptor = object.lookupMaybe(PDFName.of('FontDescriptor'), PDFDict);
    const file = descriptor?.get(PDFName.of('FontFile2')) ?? descriptor?.get(PDFName.of('FontFile3'));
    const stream = file instanceof PDFRef ? doc.context.lookup(file) : file;
    fonts.push({ name, embeddedBytes: stream instanceof PDFRawStream ? stream.contents.length : null });
  }
  return fonts;
}
