// A grid of photos that open in the image viewer, or an empty state.
import { useState } from 'react';
import type { GalleryPhoto } from '@venue/core/content/gallery-photo.schema';
import { EmptyState } from '../../ui/empty-state';
import { ImageViewer, type ViewerPhoto } from '../../ui/image-viewer';
import styles from '../../ui/page.module.css';
import { SizedImage } from '../../ui/sized-image';
import { PHOTO_GRID_SIZES } from '../../ui/picture-sizes';
import * as m from '~messages/gallery';

interface PhotoGridProps {
  readonly photos: readonly GalleryPhoto[];
  readonly label: string;
  readonly empty: string;
  /**
   * The grid opens the page: its first photo is the page's largest paint and the rest of a phone's first
   * screen (two rows) loads at once after it (ui/sized-image.tsx).
   */
  readonly opensPage?: boolean;
}

/** Photos in a phone's first screen, two to a row, under the page's title and the grid's heading. */
const FIRST_SCREEN_PHOTOS = 4;

export function PhotoGrid({ photos, label, empty, opensPage = false }: PhotoGridProps) {
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return <EmptyState>{empty}</EmptyState>;
  const viewerPhotos: ViewerPhoto[] = photos.map((photo, i) => ({
    src: photo.url,
    alt: photo.caption ?? m.photoNumber(label, i + 1),
    caption: photo.caption,
  }));
  return (
    <>
      <ul className={styles.photoGrid}>
        {photos.map((photo, i) => (
          <li key={photo._id}>
            <button
              type="button"
              className={styles.photoButton}
              onClick={() => setOpen(i)}
              aria-label={photo.caption ? m.openPhoto(photo.caption) : m.openPhotoNumber(i + 1)}
            >
              <SizedImage
                src={photo.thumbnail}
                alt=""
                ratio={4 / 3}
                sizes={PHOTO_GRID_SIZES}
                priority={opensPage && i < FIRST_SCREEN_PHOTOS ? (i === 0 ? 'high' : 'low') : undefined}
              />
            </button>
          </li>
        ))}
      </ul>
      <ImageViewer photos={viewerPhotos} index={open} onIndexChange={setOpen} label={label} />
    </>
  );
}
