// An event: poster, facts, description, tickets with prices, its actions (event-actions.tsx: Buy,
// "Add to calendar", share; on a phone Buy sits in the bar at the foot, event-action-bar.tsx), and
// schema.org Event JSON-LD plus Open Graph tags in the head.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { eventJsonLd } from '@venue/core/events/event-json-ld';
import { performerJsonLd } from '@venue/core/seo/talent-json-ld';
import { htmlToText } from '@venue/core/shared/html-text';
import { pathTo } from '@venue/core/routing/routes';
import { ticketSale } from '@venue/core/tickets/ticket-sale';
import { loadVenueToday } from '../../app/venue-today';
import { content } from '../../app/services';
import { useVenue } from '../../app/use-venue';
import { Island } from '../../islands/island';
import { loaded, optional } from '../../routing/load';
import { SiteLink } from '../../routing/site-link';
import { formatEventDate, formatMoney, formatTimeOfDay } from '../../ui/format';
import page from '../../ui/page.module.css';
import { SafeHtml, withSafeHtml } from '../../ui/safe-html';
import { SizedImage } from '../../ui/sized-image';
import { altOf } from '@venue/core/content/image-alt';
import { EventActionBar } from './event-action-bar';
import { EventActions } from './event-actions';
import styles from './event-details-page.module.css';
import * as m from '~messages/events';
import * as actions from '~messages/event-actions';
import { siteSettings, venueTimeZone } from '../../app/site-settings';
import { venueCurrency } from '@venue/core/money/venue-currency';
import type { MetaFunction } from '../../head/page-meta';
import { usePageLanguage } from '../../app/page-language';
import { useSiteData } from '../../head/site-data';
import { useVenueWords } from '../../ui/venue-language';

/** The poster: the screen's width less the page's sides up to 480px, then a 420px column beside the facts (event-details-page.module.css). */
const POSTER_SIZES = '(min-width: 820px) 420px, (min-width: 512px) 480px, calc(100vw - 32px)';

export async function loader({ params }: LoaderFunctionArgs) {
  const eventId = params.eventId ?? '';
  const [event, talents, today] = await withSafeHtml(
    Promise.all([loaded(content.event(eventId)), optional(content.talents(1, 100)), loadVenueToday()]),
  );
  const known = new Map((talents?.talents ?? []).map((t) => [t._id, t]));
  const lineup = event.talentIds.flatMap((id) => {
    const talent = known.get(id);
    return talent ? [{ id, name: talent.talentName, type: talent.talentType }] : [];
  });
  // Read in the loader, so the server's answer and the hydrated page agree on "past" (the venue's day).
  return { event, lineup, sale: ticketSale(event, event.tickets, today) };
}

export const meta: MetaFunction<Awaited<ReturnType<typeof loader>>> = ({ event, lineup }, site, path, pageUrl) => ({
  title: event.name,
  description: htmlToText(event.description).slice(0, 200),
  image: event.image,
  imageAlt: altOf(event.imageAlt, event.name),
  jsonLd: [
    {
      ...eventJsonLd(
        event,
        {
          name: site.venue?.name ?? m.unnamedVenue,
          general: site.venue?.general ?? {},
          timeZone: venueTimeZone(site.venue?.general.timeZone),
          origin: site.origin,
          currency: venueCurrency(site.venue?.general, siteSettings().currencyCode),
        },
        pageUrl(path),
      ),
      ...(lineup.length > 0
        ? { performer: lineup.map((t) => performerJsonLd(t.name, t.type, pageUrl(pathTo('TeamDetails', { id: t.id })))) }
        : {}),
    },
  ],
});

export function Component() {
  const { event, lineup, sale } = useLoaderData<typeof loader>();
  const venue = useVenue();
  const { origin } = useSiteData();
  const { basename } = usePageLanguage();
  // What Share and Add to calendar carry: this page in the guest's language.
  const pageUrl = `${origin}${basename}${pathTo('EventDetails', { eventId: event._id })}`;
  const place = [event.location, venue.name, venue.address].filter(Boolean).join(', ');
  const venueWords = useVenueWords();
  return (
    <div className={page.page}>
      <SiteLink to={pathTo('Events')} className={page.backLink}>
        {m.allEventsBack}
      </SiteLink>
      <div className={styles.hero}>
        <div className={styles.poster}>
          <SizedImage
            src={event.image}
            alt={altOf(event.imageAlt, m.posterOf(event.name))}
            ratio={3 / 4}
            sizes={POSTER_SIZES}
            priority="high"
            {...(altOf(event.imageAlt, '') === '' ? {} : venueWords)}
          />
        </div>
        <div className={styles.info}>
          <h1 {...venueWords}>{event.name}</h1>
          <dl className={styles.facts}>
            <dt>{m.date}</dt>
            <dd>{formatEventDate(event.date)}</dd>
            <dt>{m.time}</dt>
            <dd>
              {formatTimeOfDay(event.startTime)} – {formatTimeOfDay(event.endTime)}
            </dd>
            <dt>{m.where}</dt>
            <dd {...venueWords}>{event.location}</dd>
            <dt>{m.music}</dt>
            <dd {...venueWords}>{event.category}</dd>
            {event.minimumAge !== null && (
              <>
                <dt>{m.age}</dt>
                <dd>{m.minimumAge(event.minimumAge)}</dd>
              </>
            )}
            {event.ticketsFrom !== null && (
              <>
                <dt>{m.tickets}</dt>
                <dd>{m.fromPrice(formatMoney(event.ticketsFrom, venue.currency))}</dd>
              </>
            )}
          </dl>
          <Island
            name="event-actions"
            component={EventActions}
            props={{
              event: {
                id: event._id,
                name: event.name,
                date: event.date,
                startTime: event.startTime,
                endTime: event.endTime,
                about: htmlToText(event.description),
              },
              sale,
              place,
              pageUrl,
              timeZone: venue.timeZone,
            }}
          />
          <SafeHtml className={page.prose} html={event.description} />
        </div>
      </div>

      <section className={page.section} aria-labelledby="tickets-title">
        <h2 id="tickets-title">{m.tickets}</h2>
        {event.tickets.length === 0 ? (
          <p>{m.noTicketsSold}</p>
        ) : (
          <div className={styles.tableWrap} role="region" aria-labelledby="tickets-title" tabIndex={0}>
            <table className={styles.tickets}>
              <thead>
                <tr>
                  <th scope="col">{m.ticket}</th>
                  <th scope="col">{m.admits}</th>
                  <th scope="col" className={styles.num}>
                    {m.price}
                  </th>
                </tr>
              </thead>
              <tbody>
                {event.tickets.map((ticket) => (
                  <tr key={ticket._id}>
                    <th scope="row" className={styles.ticketName} {...venueWords}>
                      {ticket.name}
                      <span className={styles.ticketNote}>
                        {ticket.group} · {ticket.description}
                      </span>
                    </th>
                    <td>{m.guests(ticket.guestsPerTicket)}</td>
                    <td className={styles.num}>
                      {formatMoney(ticket.price, venue.currency)}
                      {ticket.soldOut && <span className={`${styles.ticketNote} ${styles.gone}`}>{actions.soldOut}</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      {lineup.length > 0 && (
        <section className={page.section} aria-labelledby="lineup-title">
          <h2 id="lineup-title">{m.lineup}</h2>
          <ul className={styles.lineup}>
            {lineup.map((talent) => (
              <li key={talent.id}>
                <SiteLink to={pathTo('TeamDetails', { id: talent.id })} {...venueWords}>
                  {talent.name}
                </SiteLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      {/* Last in the page, so that it stays at the foot of the screen all the way down. */}
      <EventActionBar eventId={event._id} sale={sale} ticketsFrom={event.ticketsFrom} currency={venue.currency} />
    </div>
  );
}
