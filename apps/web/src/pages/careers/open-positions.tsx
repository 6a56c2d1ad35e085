// The venue's open positions (docs/product.md#careers-contact-and-staff-availability), or why there are none to show.
import type { JobPosition } from '@venue/core/forms/job-position.schema';
import checkout from '../../ui/checkout.module.css';
import styles from './careers.module.css';

export function OpenPositions({ positions }: { readonly positions: readonly JobPosition[] | null }) {
  return (
    <section className={checkout.card} aria-labelledby="positions-title">
      <h2 id="positions-title">Open positions</h2>
      {positions === null ? (
        <p>The open positions could not load right now. You can still send a general application.</p>
      ) : positions.length === 0 ? (
        <p>We have no open positions right now. You can still send a general application, and we will keep it for the next opening.</p>
      ) : (
        <ul className={styles.positions}>
          {positions.map((position) => (
            <li key={position._id} className={styles.position}>
              <h3>{position.title}</h3>
              {position.description !== '' && <p>{position.description}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
