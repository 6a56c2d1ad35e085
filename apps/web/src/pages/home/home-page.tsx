// Home: the sliders as a carousel, the next events, promotions, reviews, the rewards signup and
// the venue's popups, all from GET sliders.
import { useLoaderData } from 'react-router';
import type { Review } from '@venue/core/content/review.schema';
import { pathTo } from '@venue/core/routing/routes';
import { nightClubJsonLd } from '@venue/core/seo/venue-json-ld';
import { absoluteMediaUrl, type MetaFunction } from '../../head/page-meta';
import { content } from '../../app/services';
import { useVenue } from '../../app/use-venue';
import { Island, useIslandsPage } from '../../islands/island';
import { loaded } from '../../routing/load';
import { SiteLink } from '../../routing/site-link';
import { EmptyState } from '../../ui/empty-state';
import { formatEventDate } from '../../ui/format';
import page from '../../ui/page.module.css';
import { SizedImage } from '../../ui/sized-image';
import { fixedSizes } from '../../ui/picture-sizes';

/** A promotion's card (`.promotions`: at least 320px, 16px apart): one column on a phone up to three, 379px at most. */
const PROMOTION_SIZES = '(min-width: 1200px) 379px, (min-width: 1024px) 33vw, (min-width: 688px) 50vw, calc(100vw - 32px)';
import { EventCard } from '../events/event-card';
import styles from './home-page.module.css';
import * as m from '~messages/home';
import * as shell from '~messages/shell';
import { HomeSlides } from './home-slides';
import { RewardsSignup } from './rewards-signup';
import { VenuePopups } from './venue-popups';
import { useUntranslatedWords, useVenueWords } from '../../ui/venue-language';
import { VenueText } from '../../ui/venue-text';

export const loader = () => loaded(content.home());

export const meta: MetaFunction<Awaited<ReturnType<typeof loader>>> = (home, site) => {
  const image = home.sliders[0]?.image ?? null;
  return {
    ...(image ? { image } : {}),
    jsonLd: site.venue
      ? [nightClubJsonLd(site.venue, site.origin, image ? absoluteMediaUrl(site.origin, image) : null, shell.theVenue)]
      : [],
  };
};

function ReviewCard({ review }: { readonly review: Review }) {
  // A guest's words, left as written (ui/venue-language.ts).
  const venueWords = useUntranslatedWords();
  return (
    <article className={styles.review}>
      <SizedImage className={styles.avatar} src={review.photo} alt="" ratio={1} sizes={fixedSizes(56)} />
      <figure>
        <span className={styles.stars} role="img" aria-label={m.rated(review.rating)}>
          {'★'.repeat(review.rating)}
          {'☆'.repeat(5 - review.rating)}
        </span>
        <blockquote>
          <p {...venueWords}>{review.comment}</p>
        </blockquote>
        <figcaption>
          <VenueText>{review.name}</VenueText> · {formatEventDate(review.date)}
        </figcaption>
      </figure>
    </article>
  );
}

export function Component() {
  const home = useLoaderData<typeof loader>();
  const { currency, name } = useVenue();
  const islands = useIslandsPage();
  const venueWords = useVenueWords();
  return (
    <>
      <h1 className="visually-hidden" {...(name === null ? {} : venueWords)}>
        {name ?? m.welcome}
      </h1>
      {home.sliders.length > 0 && (
        <div className={styles.hero}>
          <Island name="home-slides" component={HomeSlides} props={{ slides: home.sliders }} />
        </div>
      )}

      <div className={page.page}>
        <section aria-labelledby="home-events-title">
          <div className={styles.sectionHead}>
            <h2 id="home-events-title">{m.upcomingEvents}</h2>
            <SiteLink to={pathTo('Events')} className={styles.more}>
              {m.allEvents}
            </SiteLink>
          </div>
          {home.events.length === 0 ? (
            <EmptyState>{m.noUpcomingEvents}</EmptyState>
          ) : (
            <ul className={page.grid}>
              {home.events.map((event, i) => (
                <li key={event._id}>
                  {/* On a phone the first poster is the largest thing on screen: fetch it with the page. */}
                  <EventCard event={event} currency={currency} priority={i === 0 ? 'low' : undefined} />
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className={page.section} aria-labelledby="home-promotions-title">
          <div className={styles.sectionHead}>
            <h2 id="home-promotions-title">{m.promotions}</h2>
          </div>
          {home.promotions.length === 0 ? (
            <EmptyState>{m.noPromotions}</EmptyState>
          ) : (
            <ul className={styles.promotions}>
              {home.promotions.map((promotion) => (
                <li key={promotion._id}>
                  <article className={styles.promotion}>
                    <SizedImage src={promotion.image} alt="" ratio={16 / 7} sizes={PROMOTION_SIZES} />
                    <div className={styles.promotionBody}>
                      <h3>
                        <SiteLink to={pathTo('Promotion', { promotionId: promotion._id })} {...venueWords}>
                          {promotion.title}
                        </SiteLink>
                      </h3>
                      <p {...venueWords}>{promotion.summary}</p>
                      <p className={styles.valid}>{m.validUntil(formatEventDate(promotion.validTo))}</p>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className={page.section} aria-labelledby="home-reviews-title">
          <div className={styles.sectionHead}>
            <h2 id="home-reviews-title">{m.whatGuestsSay}</h2>
          </div>
          {home.reviews.length === 0 ? (
            <EmptyState>{m.noReviews}</EmptyState>
          ) : (
            <ul className={styles.reviews}>
              {home.reviews.map((review) => (
                <li key={review._id}>
                  <ReviewCard review={review} />
                </li>
              ))}
            </ul>
          )}
        </section>

        <Island name="rewards-signup" component={RewardsSignup} props={{}} />
      </div>
      {home.popups.length > 0 && (
        <Island name="venue-popups" component={VenuePopups} props={{ popups: home.popups, fromPageStart: islands }} />
      )}
    </>
  );
}
