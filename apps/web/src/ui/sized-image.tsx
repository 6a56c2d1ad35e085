// Every picture sits in a frame of fixed aspect ratio, so nothing moves while it loads (CLS);
// a picture that fails shows a placeholder in the same frame (docs/product.md#error-messages).
// Pictures show as soon as they arrive, without waiting for the page's script: a fade-in started by
// script held the largest paint back until hydration (docs/performance.md#first-paint).
import { useState } from 'react';
import { apiResource } from '../app/site-settings';
import styles from './sized-image.module.css';

interface SizedImageProps {
  readonly src: string | null;
  readonly alt: string;
  /** Width / height, e.g. 3 / 4 for a poster. */
  readonly ratio: number;
  readonly className?: string | undefined;
  /**
   * Above the fold, `high` for the page's main picture: loaded at once, first and preloaded from the
   * head. `low` for another one in the first screen (a logo, a second poster): loaded at once, after
   * the main one. Without it, a picture loads as the guest scrolls near it, also at low priority, so a
   * picture that happens to be in the first screen does not take the main one's place. One main
   * picture a page: each more would wait for a connection of its own (docs/performance.md#first-paint).
   */
  readonly priority?: 'high' | 'low' | undefined;
}

export function SizedImage({ src, alt, ratio, className, priority }: SizedImageProps) {
  const [failed, setFailed] = useState(!src);
  const width = 600;
  const height = Math.round(width / ratio);
  return (
    <span className={`${styles.frame} ${className ?? ''}`} style={{ aspectRatio: String(ratio) }}>
      {src && !failed ? (
        <img
          className={styles.image}
          src={apiResource(src)}
          alt={alt}
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority ?? 'low'}
          onError={() => setFailed(true)}
        />
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
