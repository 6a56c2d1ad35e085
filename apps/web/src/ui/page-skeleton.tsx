import * as m from '~messages/ui';
import styles from './page-skeleton.module.css';

/** Holds the page's place while its code and data load. */
export function PageSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true" aria-live="polite">
      <span className="visually-hidden">{m.loading}</span>
      <div className={styles.bar} />
      <div className={styles.grid}>
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={styles.card} />
        ))}
      </div>
    </div>
  );
}
