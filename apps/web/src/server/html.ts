// Small HTML writers for the parts of the first page the server writes outside React.
import { NO_ICON, type HeadTags } from '../head/head-tags';

export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The head tags, each marked data-head so the browser's head manager takes them over; the icon is set by the browser (HeadTags.icon). */
export function headHtml(tags: HeadTags): string {
  return [
    `<title>${escapeHtml(tags.title)}</title>`,
    ...tags.metas.map((m) => `<meta ${m.key}="${escapeHtml(m.id)}" content="${escapeHtml(m.content)}" data-head>`),
    `<link rel="canonical" href="${escapeHtml(tags.canonical)}" data-head>`,
    `<link rel="icon" href="${NO_ICON}" data-head>`,
    ...tags.jsonLd.map((json) => `<script type="application/ld+json" data-head>${json}</script>`),
  ].join('\n    ');
}
