// The photos of one event's album (event-album/{eventId}).
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { pathTo } from '@venue/core/routing/routes';
import { content } from '../../app/services';
import { Island } from '../../islands/island';
import { loaded } from '../../routing/load';
import { SiteLink } from '../../routing/site-link';
import { formatEventDate } from '../../ui/format';
import page from '../../ui/page.module.css';
import { PhotoGrid } from './photo-grid';
import * as m from '~messages/gallery';
import { useVenueWords } from '../../ui/venue-language';

export const loader = ({ params }: LoaderFunctionArgs) => loaded(content.eventAlbum(params.eventId ?? ''));

export function Component() {
  const album = useLoaderData<typeof loader>();
  const venueWords = useVenueWords();
  return (
    <div className={page.page}>
      <SiteLink to={pathTo('Gallery')} className={page.backLink}>
        {m.galleryBack}
      </SiteLink>
      <header className={page.head}>
        <h1 {...venueWords}>{album.name}</h1>
        <p>
          {formatEventDate(album.date)} · <SiteLink to={pathTo('EventDetails', { eventId: album.eventId })}>{m.aboutThisEvent}</SiteLink>
        </p>
      </header>
      <Island
        name="photo-grid"
        component={PhotoGrid}
        props={{ photos: album.photos, label: m.photosOf(album.name), empty: m.albumEmpty }}
      />
    </div>
  );
}
