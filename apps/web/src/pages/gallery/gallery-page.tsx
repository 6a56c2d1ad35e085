// The gallery: venue photos, venue videos, event albums (event photos) and social photos.
import { useLoaderData } from 'react-router';
import { pathTo } from '@venue/core/routing/routes';
import { content } from '../../app/services';
import { Island } from '../../islands/island';
import { loaded } from '../../routing/load';
import { SiteLink } from '../../routing/site-link';
import { EmptyState } from '../../ui/empty-state';
import { formatEventDate } from '../../ui/format';
import page from '../../ui/page.module.css';
import { SizedImage } from '../../ui/sized-image';
import { GALLERY_CARD_SIZES } from './gallery-card-sizes';
import styles from './gallery-page.module.css';
import { PhotoGrid } from './photo-grid';
import { VideoCard } from './video-card';
import * as m from '~messages/gallery';
import { useVenueWords } from '../../ui/venue-language';

export const loader = () => loaded(content.gallery());

const sections = [
  { id: 'venue-photos', label: m.venuePhotos },
  { id: 'videos', label: m.videos },
  { id: 'event-photos', label: m.eventPhotos },
  { id: 'social-photos', label: m.socialPhotos },
];

export function Component() {
  const gallery = useLoaderData<typeof loader>();
  const venueWords = useVenueWords();
  return (
    <div className={page.page}>
      <header className={page.head}>
        <h1>{m.galleryTitle}</h1>
        <p>{m.galleryIntro}</p>
        <nav aria-label={m.gallerySections}>
          <ul className={page.tabs}>
            {sections.map((s) => (
              <li key={s.id}>
                <a className={page.tab} href={`#${s.id}`}>
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>

      <section id="venue-photos" className={page.section} aria-labelledby="venue-photos-title">
        <h2 id="venue-photos-title">{m.venuePhotos}</h2>
        <Island
          name="photo-grid"
          component={PhotoGrid}
          props={{ photos: gallery.venuePhotos, label: m.venuePhotos, empty: m.noVenuePhotos, opensPage: true }}
        />
      </section>

      <section id="videos" className={page.section} aria-labelledby="videos-title">
        <h2 id="videos-title">{m.videos}</h2>
        {gallery.venueVideos.length === 0 ? (
          <EmptyState>{m.noVideos}</EmptyState>
        ) : (
          <ul className={styles.videos}>
            {gallery.venueVideos.map((video) => (
              <li key={video._id}>
                <Island name="video-card" component={VideoCard} props={{ video }} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section id="event-photos" className={page.section} aria-labelledby="event-photos-title">
        <h2 id="event-photos-title">{m.eventPhotos}</h2>
        {gallery.eventPhotos.length === 0 ? (
          <EmptyState>{m.noEventAlbums}</EmptyState>
        ) : (
          <ul className={styles.albums}>
            {gallery.eventPhotos.map((album) => (
              <li key={album._id}>
                <SiteLink className={styles.album} to={pathTo('EventPhotos', { eventId: album.eventId })}>
                  <SizedImage src={album.cover} alt="" ratio={4 / 3} sizes={GALLERY_CARD_SIZES} />
                  <span className={styles.albumText}>
                    <span className={styles.albumName} {...venueWords}>
                      {album.name}
                    </span>
                    <span className={styles.albumMeta}>
                      {formatEventDate(album.date)} · {m.photoCount(album.photoCount)}
                    </span>
                  </span>
                </SiteLink>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section id="social-photos" className={page.section} aria-labelledby="social-photos-title">
        <h2 id="social-photos-title">{m.socialPhotos}</h2>
        <Island
          name="photo-grid"
          component={PhotoGrid}
          props={{ photos: gallery.fbPhotos, label: m.socialPhotos, empty: m.noSocialPhotos }}
        />
      </section>
    </div>
  );
}
