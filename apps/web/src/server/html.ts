// Small HTML writers for the parts of the first page the server writes outside React.
import { NO_ICON, type HeadTags } from '../head/head-tags';

export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * The head tags, each marked data-head so the browser's head manager takes them over. The icon is set
 * by the browser once the page runs (HeadTags.icon): by the app's head manager on a flow page, from
 * `data-icon` by the islands entry on a content page.
 */
export function headHtml(tags: HeadTags): string {
  return [
    `<title>${escapeHtml(tags.title)}</title>`,
    ...tags.metas.map((m) => `<meta ${m.key}="${escapeHtml(m.id)}" content="${escapeHtml(m.content)}" data-head>`),
    `<link rel="canonical" href="${escapeHtml(tags.canonical)}" data-head>`,
    ...tags.alternates.map((a) => `<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}" data-head>`),
    `<link rel="icon" href="${NO_ICON}"${tags.icon === NO_ICON ? '' : ` data-icon="${escapeHtml(tags.icon)}"`} data-head>`,
    ...tags.jsonLd.map((json) => `<script type="application/ld+json" data-head>${json}</script>`),
  ].join('\n    ');
}
