// The one picture of the site (docs/product.md#pictures). Every picture sits in a frame of fixed aspect
// ratio, so nothing moves while it loads (CLS); a picture that fails shows a placeholder in the same frame
// (docs/product.md#error-messages). A raster picture is offered at the ladder's rungs in AVIF, WebP and
// JPEG, so a phone takes a few kilobytes where a desktop takes more; an SVG scales by itself.
// Pictures show as soon as they arrive, without waiting for the page's script: a fade-in started by
// script held the largest paint back until hydration (docs/performance.md#first-paint). Everything is
// computed from props, so the server's HTML and the browser's first render are the same.
import { placeholderDataUrl } from '@venue/core/pictures/picture-placeholder';
import { pictureSources, srcSetOf } from '@venue/core/pictures/picture-sources';
import { useState } from 'react';
import { preload } from 'react-dom';
import { apiResource } from '../app/site-settings';
import styles from './sized-image.module.css';

/** The width the `width`/`height` attributes give: only their ratio counts, the frame sets the size. */
const ATTRIBUTE_WIDTH = 600;

interface SizedImageProps {
  readonly src: string | null;
  readonly alt: string;
  /** Width / height, e.g. 3 / 4 for a poster. */
  readonly ratio: number;
  /**
   * How wide the frame shows at each screen width, read from the caller's CSS (ui/picture-sizes.ts), so
   * the browser fetches the narrowest rung that fills it.
   */
  readonly sizes: string;
  readonly className?: string | undefined;
  /**
   * Above the fold, `high` for the page's main picture (its largest paint): loaded at once, first and
   * preloaded from the head. `low` for another one in the first screen (a logo, a second poster): loaded
   * at once, after the main one. `auto` for one the guest has just asked for (the image viewer): at
   * once, at the browser's own priority. Without it, a picture loads as the guest scrolls near it, also
   * at low priority, so a picture that happens to be in the first screen does not take the main one's
   * place. One main picture a page: each more would wait for a connection of its own
   * (docs/performance.md#first-paint).
   */
  readonly priority?: 'high' | 'low' | 'auto' | undefined;
  /** The language and direction of an alt text the venue wrote, when they are not the page's (venue-language.ts). */
  readonly lang?: string | undefined;
  readonly dir?: 'ltr' | 'rtl' | undefined;
}

export function SizedImage({ src, alt, ratio, sizes, className, priority, lang, dir }: SizedImageProps) {
  const [failed, setFailed] = useState(!src);
  const width = ATTRIBUTE_WIDTH;
  const height = Math.round(width / ratio);
  const loading = {
    loading: priority ? 'eager' : 'lazy',
    decoding: 'async',
    ...(priority === 'auto' ? {} : { fetchPriority: priority ?? 'low' }),
  } as const;
  const sources = src ? pictureSources(src, apiResource) : null;
  const jpeg = sources && sources.kind !== 'plain' ? sources.sources.at(-1) : undefined;
  const best = sources && sources.kind !== 'plain' ? sources.sources[0] : undefined;
  // A <picture>'s choice is the browser's, so React preloads none: the main one is named in the head here.
  if (priority === 'high' && best && !failed)
    preload(best.files[0]!.url, { as: 'image', type: best.type, imageSrcSet: srcSetOf(best), imageSizes: sizes, fetchPriority: 'high' });
  const placeholder = sources?.kind === 'ladder' && sources.placeholder ? placeholderDataUrl(sources.placeholder) : null;
  return (
    <span className={`${styles.frame} ${className ?? ''}`} style={{ aspectRatio: String(ratio) }} lang={lang} dir={dir}>
      {sources && !failed ? (
        <>
          {placeholder && <img className={styles.placeholder} src={placeholder} alt="" aria-hidden="true" width={width} height={height} />}
          {sources.kind === 'plain' ? (
            <img
              className={styles.image}
              src={sources.src}
              alt={alt}
              width={width}
              height={height}
              {...loading}
              onError={() => setFailed(true)}
            />
          ) : (
            <picture>
              {sources.sources.slice(0, -1).map((source) => (
                <source key={source.format} type={source.type} srcSet={srcSetOf(source)} sizes={sizes} />
              ))}
              <img
                className={styles.image}
                src={sources.src}
                srcSet={jpeg ? srcSetOf(jpeg) : undefined}
                sizes={sizes}
                alt={alt}
                width={width}
                height={height}
                {...loading}
                onError={() => setFailed(true)}
              />
            </picture>
          )}
        </>
      ) : (
        <span className={styles.fallback} {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}>
          <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5">
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <circle cx="9" cy="10" r="2" />
            <path d="m4 18 5-5 4 4 3-3 4 4" />
          </svg>
        </span>
      )}
    </span>
  );
}
