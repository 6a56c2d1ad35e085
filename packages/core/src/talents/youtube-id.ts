// A talent's YouTube link is embedded by its video id, so it must yield an 11-character id
// (docs/product.md#talents).
// Read with a pattern, not the URL class, so core stays free of web APIs.

const VIDEO_ID = '[A-Za-z0-9_-]{11}';
const youtubeLink = new RegExp(
  '^(?:https?://)?(?:(?:www|m|music)\\.)?' +
    '(?:youtube(?:-nocookie)?\\.com/(?:watch\\?(?:[^#]*?&)?v=|embed/|shorts/)|youtu\\.be/)' +
    `(${VIDEO_ID})(?![A-Za-z0-9_-])`,
  'i',
);

/** The 11-character video id of a watch?v=, youtu.be/, embed/ or shorts/ link, or null. */
export function youtubeId(link: string): string | null {
  return youtubeLink.exec(link.trim())?.[1] ?? null;
}

/** The address the talent page's player loads. */
export const youtubeEmbedUrl = (id: string): string => `https://www.youtube.com/embed/${id}`;
