// A venue video: its thumbnail until the guest plays it, then YouTube's player, embedded only
// from a valid 11-character video id.
import { useState } from 'react';
import type { GalleryVideo } from '@venue/core/content/gallery-video.schema';
import { youtubeEmbedUrl, youtubeId } from '@venue/core/talents/youtube-id';
import { SizedImage } from '../../ui/sized-image';
import { GALLERY_CARD_SIZES } from './gallery-card-sizes';
import styles from './gallery-page.module.css';
import * as m from '~messages/gallery';
import { useVenueWords } from '../../ui/venue-language';

export function VideoCard({ video }: { readonly video: GalleryVideo }) {
  const [playing, setPlaying] = useState(false);
  const id = youtubeId(video.youtubeLink);
  const venueWords = useVenueWords();
  return (
    <article className={styles.video}>
      <div className={styles.videoFrame}>
        {playing && id ? (
          <iframe
            src={`${youtubeEmbedUrl(id)}?autoplay=1`}
            title={video.title}
            {...venueWords}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
            loading="lazy"
          />
        ) : (
          <button
            type="button"
            className={styles.play}
            onClick={() => setPlaying(true)}
            disabled={!id}
            aria-label={id ? m.playVideo(video.title) : m.videoUnavailable(video.title)}
          >
            <SizedImage src={video.thumbnail} alt="" ratio={16 / 9} sizes={GALLERY_CARD_SIZES} />
            <span className={styles.playIcon} aria-hidden="true">
              <svg viewBox="0 0 24 24" fill="currentColor">
                <path d="M8 5v14l11-7z" />
              </svg>
            </span>
          </button>
        )}
      </div>
      <h3 className={styles.videoTitle} {...venueWords}>
        {video.title}
      </h3>
    </article>
  );
}
