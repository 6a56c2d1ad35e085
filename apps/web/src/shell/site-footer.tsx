// The footer (docs/product.md#routes-and-navigation): its fixed links, the opening hours per weekday (DayOff shown as closed),
// and the venue's address and social pages when the session has loaded the venue.
import { footerLinks } from '@venue/core/routing/footer-links';
import type { VenueGeneralInfo } from '@venue/core/session/venue-general-info.schema';
import { hoursOf, weekDays } from '@venue/core/session/venue-hours';
import { SiteLink } from '../routing/site-link';
import styles from './site-footer.module.css';

export function SiteFooter({ venue }: { readonly venue: VenueGeneralInfo | null }) {
  const social = venue?.general.social;
  const socialLinks = [
    { label: 'Instagram', href: social?.instagram },
    { label: 'Facebook', href: social?.facebook },
    { label: 'Twitter', href: social?.twitter },
  ].filter((link): link is { label: string; href: string } => typeof link.href === 'string' && /^https?:\/\//.test(link.href));
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-labelledby="footer-links-title">
          <h2 id="footer-links-title">Explore</h2>
          <ul className={styles.links}>
            {footerLinks.map((link) => (
              <li key={link.route}>
                <SiteLink to={link.route}>{link.label}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-hours-title">
          <h2 id="footer-hours-title">Opening hours</h2>
          {venue?.hours ? (
            <table className={styles.hours}>
              <tbody>
                {weekDays.map((day) => {
                  const hours = hoursOf(venue.hours, day);
                  return (
                    <tr key={day}>
                      <th scope="row">{day}</th>
                      <td className={hours.dayOff ? styles.closed : undefined}>
                        {hours.dayOff ? 'Closed' : hours.from && hours.to ? `${hours.from} – ${hours.to}` : 'Hours not set'}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          ) : (
            <p>Opening hours are not available right now.</p>
          )}
        </section>
        <section className={styles.contact} aria-labelledby="footer-visit-title">
          <h2 id="footer-visit-title">Visit us</h2>
          {venue?.general.address ? <address>{venue.general.address}</address> : null}
          {venue?.general.mapLink && /^https?:\/\//.test(venue.general.mapLink) ? (
            <a href={venue.general.mapLink} target="_blank" rel="noopener noreferrer">
              Open in maps
            </a>
          ) : null}
          {socialLinks.length > 0 && (
            <ul className={styles.social}>
              {socialLinks.map((link) => (
                <li key={link.label}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <p className={styles.copy}>
        © {new Date().getFullYear()} {venue?.name ?? 'The venue'}. All rights reserved.
      </p>
    </footer>
  );
}
