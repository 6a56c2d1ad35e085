// Teams: every talent, a page at a time (api/talents/getAll/{page}/{pageSize}).
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { pathTo } from '@venue/core/routing/routes';
import { content } from '../../app/services';
import { loaded } from '../../routing/load';
import { SiteLink } from '../../routing/site-link';
import buttons from '../../ui/button.module.css';
import { EmptyState } from '../../ui/empty-state';
import page from '../../ui/page.module.css';
import { SizedImage } from '../../ui/sized-image';
import { GRID_CARD_SIZES } from '../../ui/picture-sizes';
import styles from './talents.module.css';
import * as m from '~messages/talents';
import { useVenueWords } from '../../ui/venue-language';

const PAGE_SIZE = 24;

export function loader({ request }: LoaderFunctionArgs) {
  const requested = Number(new URL(request.url).searchParams.get('page') ?? '1');
  const pageNumber = Number.isInteger(requested) && requested >= 1 ? requested : 1;
  return loaded(content.talents(pageNumber, PAGE_SIZE));
}

export function Component() {
  const result = useLoaderData<typeof loader>();
  const venueWords = useVenueWords();
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize));
  return (
    <div className={page.page}>
      <header className={page.head}>
        <h1>{m.talents}</h1>
        <p>{m.talentsIntro}</p>
      </header>
      {result.talents.length === 0 ? (
        <EmptyState>{m.noTalents}</EmptyState>
      ) : (
        <ul className={page.grid}>
          {result.talents.map((talent, i) => (
            <li key={talent._id}>
              <article className={styles.card}>
                <SizedImage
                  src={talent.mainPhoto}
                  alt=""
                  ratio={1}
                  sizes={GRID_CARD_SIZES}
                  // The first two are in a phone's first screen; a desktop's other two load at layout, lazy or not.
                  priority={i === 0 ? 'high' : i < 2 ? 'low' : undefined}
                />
                <div className={styles.cardBody} {...venueWords}>
                  <span className={styles.badge}>{talent.talentType}</span>
                  <h2>
                    <SiteLink className={styles.cardLink} to={pathTo('TeamDetails', { id: talent._id })}>
                      {talent.talentName}
                    </SiteLink>
                  </h2>
                  <p className={styles.style}>{talent.musicStyle}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className={styles.pager} aria-label={m.talentPages}>
          {result.page > 1 && (
            <SiteLink className={buttons.ghost} to={`${pathTo('Teams')}?page=${result.page - 1}`}>
              {m.previousPage}
            </SiteLink>
          )}
          {result.page < pages && (
            <SiteLink className={buttons.ghost} to={`${pathTo('Teams')}?page=${result.page + 1}`}>
              {m.nextPage}
            </SiteLink>
          )}
        </nav>
      )}
    </div>
  );
}
