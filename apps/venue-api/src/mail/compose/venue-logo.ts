// The venue's logo for a mail (docs/decisions.md#mail-templates): big mail readers drop SVG, so a logo stored as SVG (the
// demo's, any seeded picture) is drawn once as a PNG and sent inline by cid; another picture is linked absolutely.
import { renderAsync } from '@resvg/resvg-js';
import type { Queryable } from '../../db/database.port';
import { findMedia } from '../../store/media.store';
import type { ComposedAttachment } from '../outbox-mail';
import type { SiteLinks } from './site-links';

export const LOGO_CID = 'venue-logo';
/** Drawn at twice the height the mail shows it (48 px), for sharp screens. */
const LOGO_HEIGHT_PX = 96;
const MEDIA_PREFIX = '/venue-api/media/';

export type MailLogo =
  | { readonly kind: 'inline'; readonly attachment: ComposedAttachment }
  | { readonly kind: 'linked'; readonly url: string }
  | { readonly kind: 'none' };

/** The last logo drawn: a venue has one, and it rarely changes. */
let drawn: { svg: string; png: Promise<Uint8Array> } | undefined;

function drawPng(svg: string): Promise<Uint8Array> {
  if (drawn?.svg !== svg) {
    const png = renderAsync(svg, {
      fitTo: { mode: 'height', value: LOGO_HEIGHT_PX },
      font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
    }).then((image) => new Uint8Array(image.asPng()));
    // A picture that cannot be drawn is not kept: the next mail tries again.
    png.catch(() => (drawn = undefined));
    drawn = { svg, png };
  }
  return drawn.png;
}

export async function mailLogo(db: Queryable, image: string | null | undefined, links: SiteLinks): Promise<MailLogo> {
  const src = image?.trim() ?? '';
  if (src === '') return { kind: 'none' };
  const isSvg = /\.svg(\?|#|$)/i.test(src);
  if (src.startsWith(MEDIA_PREFIX) && isSvg) {
    const media = await findMedia(db, decodeURIComponent(src.slice(MEDIA_PREFIX.length)));
    if (!media || !media.contentType.startsWith('image/svg')) return { kind: 'none' };
    const content = await drawPng(media.body).catch(() => undefined);
    return content
      ? { kind: 'inline', attachment: { filename: 'logo.png', contentType: 'image/png', content, cid: LOGO_CID } }
      : { kind: 'none' };
  }
  if (isSvg) return { kind: 'none' };
  if (/^https:\/\//i.test(src)) return { kind: 'linked', url: src };
  if (src.startsWith('/') && !src.startsWith('//'))
    return { kind: 'linked', url: links.page(...src.slice(1).split('/').map(decodeURIComponent)) };
  return { kind: 'none' };
}
