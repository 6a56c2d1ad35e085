// The footer (docs/product.md#routes-and-navigation): its fixed links, the opening hours per weekday (DayOff shown as closed),
// and the venue's address and social pages when the session has loaded the venue.
import { footerLinks } from '@venue/core/routing/footer-links';
import { pathTo } from '@venue/core/routing/routes';
import type { VenueGeneralInfo } from '@venue/core/session/venue-general-info.schema';
import { isWebAddress, venueSocialLinks } from '@venue/core/session/venue-social-links';
import { SiteLink } from '../routing/site-link';
import { OpeningHours } from '../ui/opening-hours';
import { SocialLinks } from '../ui/social-links';
import { LanguageSwitcher } from './language-switcher';
import styles from './site-footer.module.css';
import * as m from '~messages/shell';
import * as myOrders from '~messages/my-orders';
import { navigationLabel } from './navigation-words';
import { useVenueWords } from '../ui/venue-language';
import { VenueText } from '../ui/venue-text';

export function SiteFooter({ venue }: { readonly venue: VenueGeneralInfo | null }) {
  const socialLinks = venueSocialLinks(venue?.general);
  const venueWords = useVenueWords();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-labelledby="footer-links-title">
          <h2 id="footer-links-title">{m.explore}</h2>
          <ul className={styles.links}>
            {footerLinks.map((link) => (
              <li key={link.route}>
                <SiteLink to={link.route}>{navigationLabel(link)}</SiteLink>
              </li>
            ))}
            {/* Beside the brief's links: where a guest who lost their codes looks (docs/product.md#find-my-orders). */}
            <li>
              <SiteLink to={pathTo('MyOrders')}>{myOrders.lostTickets}</SiteLink>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-hours-title">
          <h2 id="footer-hours-title">{m.openingHours}</h2>
          <OpeningHours hours={venue?.hours} className={styles.hours} closedClassName={styles.closed} />
        </section>
        <section className={styles.contact} aria-labelledby="footer-visit-title">
          <h2 id="footer-visit-title">{m.visitUs}</h2>
          {venue?.general.address ? <address {...venueWords}>{venue.general.address}</address> : null}
          {isWebAddress(venue?.general.mapLink) ? (
            <a href={venue?.general.mapLink} target="_blank" rel="noopener noreferrer">
              {m.openInMaps}
            </a>
          ) : null}
          {socialLinks.length > 0 && <SocialLinks links={socialLinks} className={styles.social} />}
        </section>
        <LanguageSwitcher />
      </div>
      <p className={styles.copy}>
        {m.allRightsReserved(new Date().getFullYear(), venue?.name ? <VenueText key="venue">{venue.name}</VenueText> : m.theVenue)}
      </p>
    </footer>
  );
}
