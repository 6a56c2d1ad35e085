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

export const loader = () => loaded(content.gallery());

const sections = [
  { id: 'venue-photos', label: 'Venue photos' },
  { id: 'videos', label: 'Videos' },
  { id: 'event-photos', label: 'Event photos' },
  { id: 'social-photos', label: 'Social photos' },
];

export function Component() {
  const gallery = useLoaderData<typeof loader>();
  return (
    <div className={page.page}>
      <header className={page.head}>
        <h1>Gallery</h1>
        <p>Inside the venue, our videos and the photos from our nights.</p>
        <nav aria-label="Gallery sections">
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
        <h2 id="venue-photos-title">Venue photos</h2>
        <Island
          name="photo-grid"
          component={PhotoGrid}
          props={{ photos: gallery.venuePhotos, label: 'Venue photos', empty: 'No venue photos yet.', opensPage: true }}
        />
      </section>

      <section id="videos" className={page.section} aria-labelledby="videos-title">
        <h2 id="videos-title">Videos</h2>
        {gallery.venueVideos.length === 0 ? (
          <EmptyState>No videos yet.</EmptyState>
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
        <h2 id="event-photos-title">Event photos</h2>
        {gallery.eventPhotos.length === 0 ? (
          <EmptyState>No event albums yet.</EmptyState>
        ) : (
          <ul className={styles.albums}>
            {gallery.eventPhotos.map((album) => (
              <li key={album._id}>
                <SiteLink className={styles.album} to={pathTo('EventPhotos', { eventId: album.eventId })}>
                  <SizedImage src={album.cover} alt="" ratio={4 / 3} sizes={GALLERY_CARD_SIZES} />
                  <span className={styles.albumText}>
                    <span className={styles.albumName}>{album.name}</span>
                    <span className={styles.albumMeta}>
                      {formatEventDate(album.date)} · {album.photoCount} {album.photoCount === 1 ? 'photo' : 'photos'}
                    </span>
                  </span>
                </SiteLink>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section id="social-photos" className={page.section} aria-labelledby="social-photos-title">
        <h2 id="social-photos-title">Social photos</h2>
        <Island
          name="photo-grid"
          component={PhotoGrid}
          props={{ photos: gallery.fbPhotos, label: 'Social photos', empty: 'No social photos yet.' }}
        />
      </section>
    </div>
  );
}
