// The image viewer's keys and timing (docs/product.md#image-viewer).

export type ImageViewerCommand = 'close' | 'next' | 'previous';

/** Escape or q closes, right arrow or l shows the next picture, left arrow or h the previous one. */
export function imageViewerCommand(key: string): ImageViewerCommand | null {
  switch (key) {
    case 'Escape':
    case 'q':
      return 'close';
    case 'ArrowRight':
    case 'l':
      return 'next';
    case 'ArrowLeft':
    case 'h':
      return 'previous';
    default:
      return null;
  }
}

/** The controls hide after this long without mouse movement. */
export const IMAGE_VIEWER_CONTROLS_HIDE_MS = 3500;
