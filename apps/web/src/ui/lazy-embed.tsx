// A third-party player (YouTube, SoundCloud, MixCloud) loads only when the guest asks for it:
// no request to another site before that, and a box of fixed size either way.
import { useState } from 'react';
import styles from './lazy-embed.module.css';

interface LazyEmbedProps {
  readonly src: string;
  readonly title: string;
  /** e.g. "Play video", "Play on SoundCloud". */
  readonly action: string;
  readonly className?: string | undefined;
  readonly allow?: string;
}

export function LazyEmbed({ src, title, action, className, allow = 'autoplay; encrypted-media; picture-in-picture' }: LazyEmbedProps) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div className={`${styles.box} ${className ?? ''}`}>
      {loaded ? (
        <iframe src={src} title={title} allow={allow} allowFullScreen />
      ) : (
        <button type="button" className={styles.start} onClick={() => setLoaded(true)}>
          <span className={styles.icon} aria-hidden="true">
            <svg viewBox="0 0 24 24" fill="currentColor">
              <path d="M8 5v14l11-7z" />
            </svg>
          </span>
          <span>
            {action}
            <span className="visually-hidden">: {title}</span>
          </span>
        </button>
      )}
    </div>
  );
}
