// An accessible carousel (WAI-ARIA APG): a rotation control that pauses, previous/next buttons,
// slide pickers, arrow keys, pause on hover and focus, and no auto-rotation under reduced motion.
import { useEffect, useState, type ReactNode } from 'react';
import { cyclicIndex } from '@venue/core/gallery/cyclic-index';
import * as viewers from '~messages/viewers';
import { prefersReducedMotion } from '../routing/scroll-to-top';
import styles from './carousel.module.css';
import { NextIcon, PreviousIcon } from './icons';
import { BACKWARD_KEY, FORWARD_KEY, PAGE_DIRECTION } from './page-direction';

interface CarouselProps<T> {
  readonly label: string;
  readonly items: readonly T[];
  readonly renderSlide: (item: T, index: number, active: boolean) => ReactNode;
  readonly itemKey: (item: T) => string;
  readonly intervalMs?: number;
}

export function Carousel<T>({ label, items, renderSlide, itemKey, intervalMs = 6000 }: CarouselProps<T>) {
  const [index, setIndex] = useState(0);
  // Starts playing on the server and in the first render; reduced motion is read once hydrated.
  const [playing, setPlaying] = useState(true);
  useEffect(() => {
    if (prefersReducedMotion()) setPlaying(false);
  }, []);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = playing && !hovered && !focused && items.length > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((i) => cyclicIndex(i, 1, items.length)), intervalMs);
    return () => window.clearInterval(timer);
  }, [rotating, items.length, intervalMs]);

  const go = (step: number) => setIndex((i) => cyclicIndex(i, step, items.length));

  return (
    <section
      className={styles.carousel}
      aria-roledescription={viewers.carousel}
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onKeyDown={(event) => {
        if (event.key === FORWARD_KEY) go(1);
        else if (event.key === BACKWARD_KEY) go(-1);
      }}
    >
      {items.length > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            onClick={() => setPlaying((p) => !p)}
            aria-label={playing ? viewers.stopSlideShow : viewers.startSlideShow}
          >
            <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
              {playing ? <path d="M7 5h3v14H7zM14 5h3v14h-3z" /> : <path d="M8 5v14l11-7z" />}
            </svg>
          </button>
          <button type="button" className={styles.control} onClick={() => go(-1)} aria-label={viewers.previousSlide}>
            <PreviousIcon />
          </button>
          <button type="button" className={styles.control} onClick={() => go(1)} aria-label={viewers.nextSlide}>
            <NextIcon />
          </button>
        </div>
      )}
      <div
        className={styles.track}
        style={{ transform: `translateX(${PAGE_DIRECTION === 'rtl' ? '' : '-'}${index * 100}%)` }}
        aria-live={rotating ? 'off' : 'polite'}
      >
        {items.map((item, i) => (
          <div
            key={itemKey(item)}
            className={styles.slide}
            role="group"
            aria-roledescription={viewers.slide}
            aria-label={viewers.slideOf(i + 1, items.length)}
            inert={i !== index}
          >
            {renderSlide(item, i, i === index)}
          </div>
        ))}
      </div>
      {items.length > 1 && (
        <div className={styles.dots}>
          {items.map((item, i) => (
            <button
              key={itemKey(item)}
              type="button"
              className={`${styles.dot} ${i === index ? styles.dotActive : ''}`}
              aria-label={viewers.showSlide(i + 1)}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
