// One line of text in the order a PDF draws it (docs/decisions.md#invoices-in-the-orders-language). A PDF puts glyphs
// left to right, so a line that mixes right-to-left words with numbers, prices or Latin names is put in visual order
// by the Unicode Bidirectional Algorithm (UAX #9, bidi-js): its levels from the page's direction, each level's runs
// reversed, the mirrored characters of right-to-left runs swapped ("(" drawn as ")"), the marks that only steer the
// algorithm (RLM, isolates, embeddings) left out, since they draw nothing.
import bidiFactory from 'bidi-js';
import type { TextDirection } from '@venue/core/i18n/languages';

/** A stretch of the line as it is drawn: its characters left to right; `rtl` for a right-to-left stretch. */
export interface VisualRun {
  readonly text: string;
  readonly rtl: boolean;
}

const bidi = bidiFactory();

/** The characters that only steer the algorithm (UAX #9 X9, and the marks ALM, LRM, RLM). */
const BIDI_CONTROL = '\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069';
const BIDI_CONTROLS = new RegExp(`[${BIDI_CONTROL}]`, 'g');
/** Any character a right-to-left run may hold that is not a plain left-to-right letter, digit or sign. */
const MAY_BE_RTL = /[\u0590-\u08ff\u200f\u202b\u202e\u2067\ufb1d-\ufdff\ufe70-\ufeff]|[\ud802\ud803\ud83a\ud83b]/;

/** A reversed stretch keeps each surrogate pair (a character beyond 16 bits) in its order. */
const pairsRestored = (reversed: string): string => reversed.replace(/([\udc00-\udfff])([\ud800-\udbff])/g, '$2$1');

/** `logical` (the order it is read in) as the runs a PDF draws left to right, on a page written in `base`. */
export function visualRuns(logical: string, base: TextDirection): VisualRun[] {
  // A line with no right-to-left character on a left-to-right page is drawn as it is read.
  if (base === 'ltr' && !MAY_BE_RTL.test(logical)) {
    const text = withoutBidiControls(logical);
    return text === '' ? [] : [{ text, rtl: false }];
  }
  const levels = bidi.getEmbeddingLevels(logical, base);
  const mirrored = bidi.getMirroredCharactersMap(logical, levels.levels);
  const runs: { text: string; rtl: boolean }[] = [];
  // Indices are UTF-16 code units, as bidi-js counts them.
  for (const i of bidi.getReorderedIndices(logical, levels)) {
    const char = mirrored.get(i) ?? logical.charAt(i);
    if (BIDI_CONTROL.includes(char)) continue;
    const rtl = ((levels.levels[i] ?? 0) & 1) === 1;
    const last = runs.at(-1);
    if (last?.rtl === rtl) last.text += char;
    else runs.push({ text: char, rtl });
  }
  return runs.map((run) => (run.rtl ? { text: pairsRestored(run.text), rtl: true } : run));
}

/**
 * Text of its own direction inside a line, as `<bdi>` on a page (a first-strong isolate, UAX #9): a venue's
 * address that starts with its number stays "245 Kent Avenue" on a Hebrew line, not "Kent Avenue 245".
 */
export const isolated = (text: string): string => `\u2068${text}\u2069`;

/** Lines cut from one: an isolate cut in two is closed at the end of its first line and opened again on the next. */
export function isolatesKept(lines: readonly string[]): string[] {
  let open = false;
  return lines.map((line) => {
    const text = open ? `\u2068${line}` : line;
    open = text.lastIndexOf('\u2068') > text.lastIndexOf('\u2069');
    return open ? `${text}\u2069` : text;
  });
}

/** `text` without the characters that only steer the algorithm, which draw nothing. */
export const withoutBidiControls = (text: string): string => text.replace(BIDI_CONTROLS, '');

/** The whole line as drawn, left to right. */
export const visualLine = (logical: string, base: TextDirection): string =>
  visualRuns(logical, base)
    .map((run) => run.text)
    .join('');
