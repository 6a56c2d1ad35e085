// A picture's alt text as staff write it (docs/product.md#pictures): optional on an event's poster and a
// slide, at most IMAGE_ALT_MAX characters; absent or blank, the page describes the picture by the event's
// name or the slide's title, as it always has.
import { Schema } from 'effect';
import { err, ok, type Result } from '../shared/result';
import { SHORT_TEXT_MAX, upTo } from '../shared/input-limits';

/** The longest alt text (and gallery caption) staff may give a picture. */
export const IMAGE_ALT_MAX = SHORT_TEXT_MAX;

/** A stored or answered alt text: bounded, so a page never carries a paragraph in an attribute. */
export const ImageAlt = Schema.String.check(upTo(IMAGE_ALT_MAX));

/** What staff typed, trimmed: a text, empty (none given), or refused with the words staff see. */
export function readImageAlt(typed: string): Result<string, string> {
  const text = typed.replace(/\s+/g, ' ').trim();
  return text.length > IMAGE_ALT_MAX ? err(`Alt text is at most ${IMAGE_ALT_MAX} characters.`) : ok(text);
}

/** The words that describe a picture: staff's alt text when they gave one, else what the page already knew. */
export const altOf = (imageAlt: string | undefined, fallback: string): string =>
  imageAlt !== undefined && imageAlt.trim() !== '' ? imageAlt : fallback;
