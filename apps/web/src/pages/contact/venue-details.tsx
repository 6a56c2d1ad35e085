// Where and when to find the venue (docs/product.md#careers-contact-and-staff-availability): address, map link,
// opening hours per weekday (a day off shown as closed) and social pages, each left out when the venue has none.
import type { VenueGeneralInfo } from '@venue/core/session/venue-general-info.schema';
import { hoursOf, weekDays } from '@venue/core/session/venue-hours';
import checkout from '../../ui/checkout.module.css';
import styles from './contact.module.css';

const isWebAddress = (href: string | null | undefined): href is string => typeof href === 'string' && /^https?:\/\//.test(href);

export function VenueDetails({ venue }: { readonly venue: VenueGeneralInfo | null }) {
  const general = venue?.general;
  const social = [
    { label: 'Instagram', href: general?.social?.instagram },
    { label: 'Facebook', href: general?.social?.facebook },
    { label: 'Twitter', href: general?.social?.twitter },
  ].filter((link): link is { label: string; href: string } => isWebAddress(link.href));
  return (
    <section className={checkout.card} aria-labelledby="visit-title">
      <h2 id="visit-title">Find us</h2>
      {general?.address ? <address className={styles.address}>{general.address}</address> : <p>Our address is not available right now.</p>}
      {isWebAddress(general?.mapLink) && (
        <p>
          <a href={general.mapLink} target="_blank" rel="noopener noreferrer">
            Open in maps
          </a>
        </p>
      )}
      <h3 className={styles.subhead}>Opening hours</h3>
      {venue?.hours ? (
        <table className={styles.hours}>
          <tbody>
            {weekDays.map((day) => {
              const hours = hoursOf(venue.hours, day);
              return (
                <tr key={day}>
                  <th scope="row">{day}</th>
                  <td>{hours.dayOff ? 'Closed' : hours.from && hours.to ? `${hours.from} – ${hours.to}` : 'Hours not set'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <p>Opening hours are not available right now.</p>
      )}
      {social.length > 0 && (
        <>
          <h3 className={styles.subhead}>Follow us</h3>
          <ul className={styles.social}>
            {social.map((link) => (
              <li key={link.label}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
