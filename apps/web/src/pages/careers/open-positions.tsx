// The venue's open positions (docs/product.md#careers-contact-and-staff-availability), or why there are none to show.
import type { JobPosition } from '@venue/core/forms/job-position.schema';
import checkout from '../../ui/checkout.module.css';
import styles from './careers.module.css';
import * as m from '~messages/careers';
import { useVenueWords } from '../../ui/venue-language';

export function OpenPositions({ positions }: { readonly positions: readonly JobPosition[] | null }) {
  const venueWords = useVenueWords();
  return (
    <section className={checkout.card} aria-labelledby="positions-title">
      <h2 id="positions-title">{m.openPositions}</h2>
      {positions === null ? (
        <p>{m.positionsCouldNotLoad}</p>
      ) : positions.length === 0 ? (
        <p>{m.noOpenPositions}</p>
      ) : (
        <ul className={styles.positions}>
          {positions.map((position) => (
            <li key={position._id} className={styles.position} {...venueWords}>
              <h3>{position.title}</h3>
              {position.description !== '' && <p>{position.description}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
