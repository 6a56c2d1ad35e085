import type { ReactNode } from 'react';
import styles from './panel.module.css';

/** Shown in place of a list that has nothing in it. */
export function EmptyState({ children }: { readonly children: ReactNode }) {
  return (
    <div className={styles.empty}>
      <p>{children}</p>
    </div>
  );
}
