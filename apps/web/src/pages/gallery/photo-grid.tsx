// A grid of photos that open in the image viewer, or an empty state.
import { useState } from 'react';
import type { GalleryPhoto } from '@venue/core/content/gallery-photo.schema';
import { EmptyState } from '../../ui/empty-state';
import { ImageViewer, type ViewerPhoto } from '../../ui/image-viewer';
import styles from '../../ui/page.module.css';
import { SizedImage } from '../../ui/sized-image';
import { PHOTO_GRID_SIZES } from '../../ui/picture-sizes';

interface PhotoGridProps {
  readonly photos: readonly GalleryPhoto[];
  readonly label: string;
  readonly empty: string;
}

export function PhotoGrid({ photos, label, empty }: PhotoGridProps) {
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return <EmptyState>{empty}</EmptyState>;
  const viewerPhotos: ViewerPhoto[] = photos.map((photo, i) => ({
    src: photo.url,
    alt: photo.caption ?? `${label}, photo ${i + 1}`,
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
              aria-label={`Open ${photo.caption ?? `photo ${i + 1}`}`}
            >
              <SizedImage src={photo.thumbnail} alt="" ratio={4 / 3} sizes={PHOTO_GRID_SIZES} />
            </button>
          </li>
        ))}
      </ul>
      <ImageViewer photos={viewerPhotos} index={open} onIndexChange={setOpen} label={label} />
    </>
  );
}
