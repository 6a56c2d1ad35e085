// A picture of the venue as a 1200x630 PNG for link previews (docs/decisions.md#share-cards): the
// social networks show no SVG, and every picture the API stores is one. Rendered once per picture.
import { renderAsync } from '@resvg/resvg-js';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** The site's own dark (its theme colour) around a picture of another shape. */
const CARD_BACKGROUND = '#0b0b12';

const attribute = (tag: string, name: string): string | undefined => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`).exec(tag)?.[1];

/** A number of an SVG length (`300`, `300px`), or undefined. */
const length = (value: string | undefined): number | undefined => {
  const n = value === undefined ? NaN : parseFloat(value);
  return Number.isFinite(n) && n > 0 ? n : undefined;
};

/**
 * The SVG drawn whole at the card's size: its root, nested in a 1200x630 one, takes the largest
 * centred box of its own shape, so nothing is cut and nothing it draws past its edges shows.
 */
export function sizedForCard(svg: string): string {
  const root = /<svg\b[^>]*>/.exec(svg);
  if (!root) throw new Error('not an SVG');
  const tag = root[0];
  const box = attribute(tag, 'viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const [width, height] =
    box?.length === 4 && (box[2] ?? 0) > 0 && (box[3] ?? 0) > 0
      ? [box[2] ?? CARD_WIDTH, box[3] ?? CARD_HEIGHT]
      : [length(attribute(tag, 'width')) ?? CARD_WIDTH, length(attribute(tag, 'height')) ?? CARD_HEIGHT];
  const scale = Math.min(CARD_WIDTH / width, CARD_HEIGHT / height);
  const [w, h] = [width * scale, height * scale];
  const viewBox = attribute(tag, 'viewBox') ?? `0 0 ${width} ${height}`;
  const kept = tag.replace(/\s(x|y|width|height|viewBox|preserveAspectRatio)\s*=\s*("[^"]*"|'[^']*')/g, '');
  const placed = kept.replace(
    /^<svg\b/,
    `<svg x="${(CARD_WIDTH - w) / 2}" y="${(CARD_HEIGHT - h) / 2}" width="${w}" height="${h}" viewBox="${viewBox}"`,
  );
  // What comes before the root (an XML declaration, a doctype) cannot be nested.
  const inner = placed + svg.slice(root.index + tag.length);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">${inner}</svg>`;
}

/** Off the event loop (resvg's own thread): a card takes about a tenth of a second. */
export async function renderCard(svg: string): Promise<Buffer> {
  const image = await renderAsync(sizedForCard(svg), {
    background: CARD_BACKGROUND,
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
  });
  return image.asPng();
}

/** Cards by picture name, made again only when the picture changes; at most `limit` kept. */
export function cardCache(limit = 200): (name: string, svg: string) => Promise<Buffer> {
  const cards = new Map<string, { svg: string; png: Promise<Buffer> }>();
  return (name, svg) => {
    const kept = cards.get(name);
    if (kept?.svg === svg) return kept.png;
    const png = renderCard(svg);
    // A picture that cannot be drawn is not kept: the next request tries again.
    png.catch(() => cards.delete(name));
    if (cards.size >= limit) cards.delete(cards.keys().next().value ?? '');
    cards.set(name, { svg, png });
    return png;
  };
}
