// The image viewer's keys and timing (docs/product.md#image-viewer).
import type { TextDirection } from '../i18n/languages';

export type ImageViewerCommand = 'close' | 'next' | 'previous';

/**
 * Escape or q closes; the arrow pointing along the reading (the right arrow, the left one right to left) or l shows
 * the next picture, the other arrow or h the previous one.
 */
export function imageViewerCommand(key: string, direction: TextDirection = 'ltr'): ImageViewerCommand | null {
  const rtl = direction === 'rtl';
  switch (key) {
    case 'Escape':
    case 'q':
      return 'close';
    case 'ArrowRight':
      return rtl ? 'previous' : 'next';
    case 'ArrowLeft':
      return rtl ? 'next' : 'previous';
    case 'l':
      return 'next';
    case 'h':
      return 'previous';
    default:
      return null;
  }
}

/** The controls hide after this long without mouse movement. */
export const IMAGE_VIEWER_CONTROLS_HIDE_MS = 3500;
