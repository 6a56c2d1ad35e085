// The image viewer (docs/product.md#image-viewer): Escape or q closes, right arrow or l next, left arrow or h previous,
// a scroll closes it, and its controls hide after 3.5 s without mouse movement. The native modal
// dialog traps focus and ModalDialog returns it where it was.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { cyclicIndex } from '@venue/core/gallery/cyclic-index';
import { IMAGE_VIEWER_CONTROLS_HIDE_MS, imageViewerCommand } from '@venue/core/gallery/image-viewer-keys';
import * as viewers from '~messages/viewers';
import { ModalDialog } from './modal-dialog';
import { SizedImage } from './sized-image';
import styles from './image-viewer.module.css';
import { CloseIcon, NextIcon, PreviousIcon } from './icons';
import { PAGE_DIRECTION } from './page-direction';
import { useVenueWords } from './venue-language';

/** The viewer's picture: at most 1100px wide, 8px from the screen's sides (image-viewer.module.css). */
const VIEWER_SIZES = '(min-width: 1116px) 1100px, calc(100vw - 16px)';

export interface ViewerPhoto {
  readonly src: string;
  readonly alt: string;
  readonly caption: string | null;
}

interface ImageViewerProps {
  readonly photos: readonly ViewerPhoto[];
  /** The open picture, or null when closed. */
  readonly index: number | null;
  readonly onIndexChange: (index: number | null) => void;
  readonly label: string;
}

export function ImageViewer({ photos, index, onIndexChange, label }: ImageViewerProps) {
  const titleId = useId();
  const venueWords = useVenueWords();
  const open = index !== null && photos.length > 0;
  const [controlsVisible, setControlsVisible] = useState(true);
  const hideTimer = useRef<number | undefined>(undefined);

  const close = useCallback(() => onIndexChange(null), [onIndexChange]);
  const step = useCallback(
    (by: number) => onIndexChange(cyclicIndex(index ?? 0, by, photos.length)),
    [index, onIndexChange, photos.length],
  );

  const showControls = useCallback(() => {
    setControlsVisible(true);
    window.clearTimeout(hideTimer.current);
    hideTimer.current = window.setTimeout(() => setControlsVisible(false), IMAGE_VIEWER_CONTROLS_HIDE_MS);
  }, []);

  useEffect(() => {
    if (!open) return;
    showControls();
    const onScroll = () => close();
    // Opening can nudge the page; listen from the next frame on.
    const frame = requestAnimationFrame(() => {
      window.addEventListener('scroll', onScroll, { passive: true });
      window.addEventListener('wheel', onScroll, { passive: true });
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(hideTimer.current);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('wheel', onScroll);
    };
  }, [open, close, showControls]);

  const photo = open ? photos[index] : undefined;
  return (
    <ModalDialog open={open} onClose={close} labelledBy={titleId} className={`${styles.viewer} ${controlsVisible ? '' : styles.hidden}`}>
      {/* The dialog element owns the keys while open; a div wrapper would lose them when focus is on a button. */}
      <div
        className={styles.stage}
        onMouseMove={showControls}
        onKeyDown={(event) => {
          // Any key brings the controls back, so a keyboard user always sees where focus is.
          showControls();
          const command = imageViewerCommand(event.key, PAGE_DIRECTION);
          if (!command) return;
          event.preventDefault();
          if (command === 'close') close();
          else step(command === 'next' ? 1 : -1);
        }}
      >
        <h2 id={titleId} className="visually-hidden">
          {label}
        </h2>
        {photo && (
          <figure className={styles.figure}>
            <div className={styles.frame}>
              <SizedImage key={photo.src} src={photo.src} alt={photo.alt} ratio={4 / 3} sizes={VIEWER_SIZES} priority="auto" />
            </div>
            {photo.caption && (
              <figcaption className={styles.caption} {...venueWords}>
                {photo.caption}
              </figcaption>
            )}
          </figure>
        )}
        <div className={styles.controls}>
          <p className={styles.counter} aria-live="polite">
            {(index ?? 0) + 1} / {photos.length}
          </p>
          <button type="button" className={styles.close} onClick={close} aria-label={viewers.closeViewer} autoFocus>
            <CloseIcon />
          </button>
          {photos.length > 1 && (
            <>
              <button type="button" className={styles.prev} onClick={() => step(-1)} aria-label={viewers.previousPicture}>
                <PreviousIcon />
              </button>
              <button type="button" className={styles.next} onClick={() => step(1)} aria-label={viewers.nextPicture}>
                <NextIcon />
              </button>
            </>
          )}
        </div>
      </div>
    </ModalDialog>
  );
}
