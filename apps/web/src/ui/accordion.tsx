// An accordion of native disclosures: each question is a <summary> holding its heading, its answer
// the rest of the <details>. The browser opens and closes them, by mouse, keyboard and screen reader,
// before the page's script has loaded and with no script at all (docs/performance.md#first-paint).
import type { ReactNode } from 'react';
import styles from './accordion.module.css';

export interface AccordionItem {
  readonly id: string;
  readonly title: string;
  readonly content: ReactNode;
}

export function Accordion({ items }: { readonly items: readonly AccordionItem[] }) {
  return (
    <div className={styles.list}>
      {items.map((item) => (
        <details key={item.id} className={styles.item}>
          <summary className={styles.trigger}>
            <h3 className={styles.title}>{item.title}</h3>
            <svg className={styles.chevron} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="m6 9 6 6 6-6" />
            </svg>
          </summary>
          <div className={styles.panel}>{item.content}</div>
        </details>
      ))}
    </div>
  );
}
