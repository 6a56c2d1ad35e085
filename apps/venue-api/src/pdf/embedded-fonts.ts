// DejaVu Sans (the dejavu-fonts-ttf package), embedded for text Helvetica cannot draw: Hebrew, ₪ and most of
// Unicode's letters (docs/decisions.md#invoices-in-the-orders-language). Only the glyphs a document uses go into
// it (a subset). The font files are read and parsed with the first document that needs them, then kept.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { PDFDocument } from 'pdf-lib';
import type { VisualRun } from './bidi-line';
import type { PdfFonts } from './page-text';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type ParsedFont = ReturnType<Fontkit['create']>;

interface KeptFont {
  readonly bytes: Uint8Array;
  readonly parsed: ParsedFont;
}

interface KeptFonts {
  readonly fontkit: Fontkit;
  readonly regular: KeptFont;
  readonly bold: KeptFont;
  /** The characters both fonts draw. */
  readonly characters: ReadonlySet<number>;
}

let kept: Promise<KeptFonts> | null = null;

async function loadFonts(): Promise<KeptFonts> {
  const require = createRequire(import.meta.url);
  const [{ default: fontkit }, regular, bold] = await Promise.all([
    import('@pdf-lib/fontkit'),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]);
  const kit: Fontkit = fontkit;
  const parsed = { regular: kit.create(regular), bold: kit.create(bold) };
  const inBold = new Set(parsed.bold.characterSet);
  return {
    fontkit: kit,
    regular: { bytes: regular, parsed: parsed.regular },
    bold: { bytes: bold, parsed: parsed.bold },
    characters: new Set(parsed.regular.characterSet.filter((code) => inBold.has(code))),
  };
}

/** The fonts, loaded once; a failed load is tried again by the next document. */
const keptFonts = (): Promise<KeptFonts> =>
  (kept ??= loadFonts().catch((error: unknown) => {
    kept = null;
    throw error;
  }));

/** fontkit, which lays text out for pdf-lib, draws a run of a right-to-left script right to left by itself. */
const RTL_SCRIPT = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/** A run already in visual order, as fontkit must be handed it to draw it so: a right-to-left one reversed back. */
export const handedToFontkit = (run: VisualRun): string =>
  run.rtl && RTL_SCRIPT.test(run.text) ? Array.from(run.text).reverse().join('') : run.text;

export async function embeddedFonts(doc: PDFDocument): Promise<PdfFonts> {
  const fonts = await keptFonts();
  // pdf-lib has fontkit parse a font for each document: it is handed the kept one (a parsed font holds nothing of
  // a document), which spares parsing 1.4 MB of TrueType per invoice.
  doc.registerFontkit({
    create: (bytes, name) =>
      bytes === fonts.regular.bytes
        ? fonts.regular.parsed
        : bytes === fonts.bold.bytes
          ? fonts.bold.parsed
          : fonts.fontkit.create(bytes, name),
  });
  return {
    regular: await doc.embedFont(fonts.regular.bytes, { subset: true }),
    bold: await doc.embedFont(fonts.bold.bytes, { subset: true }),
    drawable: (text) => Array.from(text, (char) => (fonts.characters.has(char.codePointAt(0) ?? 0) ? char : '?')).join(''),
    handed: handedToFontkit,
  };
}
