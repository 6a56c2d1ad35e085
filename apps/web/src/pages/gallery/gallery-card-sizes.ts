// An album's cover or a video's thumbnail in the gallery (gallery-page.module.css `.albums`, `.videos`: cards of
// at least 260px, 16px apart): one column on a phone up to four, 280px at most (ui/picture-sizes.ts).
export const GALLERY_CARD_SIZES =
  '(min-width: 1200px) 280px, (min-width: 1120px) 25vw, (min-width: 844px) 33vw, (min-width: 568px) 50vw, calc(100vw - 32px)';
