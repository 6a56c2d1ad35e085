// The facts of a booking, a reservation or an order as label and value rows (a description list). A row
// that is `false` or `null` is left out (an empty special request); `children` adds rows (dt, dd) at the end.
import { Fragment, type ReactNode } from 'react';
import styles from './summary-list.module.css';

export type SummaryRow = readonly [label: string, value: ReactNode] | false | null;

interface SummaryListProps {
  readonly rows: readonly SummaryRow[];
  /** A box of the page's own around the rows, if any. */
  readonly className?: string | undefined;
  readonly children?: ReactNode;
}

export function SummaryList({ rows, className, children }: SummaryListProps) {
  return (
    <dl className={className ? `${styles.list} ${className}` : styles.list}>
      {rows.map(
        (row) =>
          row && (
            <Fragment key={row[0]}>
              <dt>{row[0]}</dt>
              <dd>{row[1]}</dd>
            </Fragment>
          ),
      )}
      {children}
    </dl>
  );
}
