// How wide pictures show in the site's shared layouts, as `sizes` (docs/product.md#pictures): read from
// the CSS (ui/page.module.css: a page at most 1200px wide with 16px sides), so a browser fetches the
// narrowest rung that fills the frame. Each breakpoint is where the grid gains a column; a width a little
// over the real one costs a few kilobytes, one under it a blurred picture.

/** A card of `.grid` (at least 240px, 24px apart): one column on a phone up to four, 274px at most. */
export const GRID_CARD_SIZES =
  '(min-width: 1200px) 274px, (min-width: 1064px) 25vw, (min-width: 800px) 33vw, (min-width: 536px) 50vw, calc(100vw - 32px)';

/** A cell of `.photoGrid` (at least 200px or 45%, 12px apart): two columns on a phone, 224px at most. */
export const PHOTO_GRID_SIZES = '(min-width: 1200px) 224px, (min-width: 668px) 33vw, 50vw';

/** A picture as wide as the page's content. */
export const PAGE_WIDTH_SIZES = '(min-width: 1200px) 1168px, calc(100vw - 32px)';

/** A picture of a fixed width in CSS pixels (an avatar, a thumbnail beside its text). */
export const fixedSizes = (pixels: number): string => `${pixels}px`;
