// Where and when to find the venue (docs/product.md#careers-contact-and-staff-availability): address, map link,
// opening hours per weekday (a day off shown as closed) and social pages, each left out when the venue has none.
import type { VenueGeneralInfo } from '@venue/core/session/venue-general-info.schema';
import { isWebAddress, venueSocialLinks } from '@venue/core/session/venue-social-links';
import checkout from '../../ui/checkout.module.css';
import { OpeningHours } from '../../ui/opening-hours';
import { SocialLinks } from '../../ui/social-links';
import styles from './contact.module.css';
import * as m from '~messages/contact';
import { useVenueWords } from '../../ui/venue-language';

export function VenueDetails({ venue }: { readonly venue: VenueGeneralInfo | null }) {
  const general = venue?.general;
  const social = venueSocialLinks(general);
  const venueWords = useVenueWords();
  return (
    <section className={checkout.card} aria-labelledby="visit-title">
      <h2 id="visit-title">{m.findUs}</h2>
      {general?.address ? (
        <address className={styles.address} {...venueWords}>
          {general.address}
        </address>
      ) : (
        <p>{m.addressUnavailable}</p>
      )}
      {isWebAddress(general?.mapLink) && (
        <p>
          <a href={general.mapLink} target="_blank" rel="noopener noreferrer">
            {m.openInMaps}
          </a>
        </p>
      )}
      <h3 className={styles.subhead}>{m.openingHours}</h3>
      <OpeningHours hours={venue?.hours} className={styles.hours} />
      {social.length > 0 && (
        <>
          <h3 className={styles.subhead}>{m.followUs}</h3>
          <SocialLinks links={social} className={styles.social} />
        </>
      )}
    </section>
  );
}
