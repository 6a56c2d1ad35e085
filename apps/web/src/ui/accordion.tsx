// An accessible accordion (WAI-ARIA APG): each question is a heading with a button that says
// whether its answer is expanded and controls the answer's region.
import { useId, useState, type ReactNode } from 'react';
import styles from './accordion.module.css';

export interface AccordionItem {
  readonly id: string;
  readonly title: string;
  readonly content: ReactNode;
}

export function Accordion({ items }: { readonly items: readonly AccordionItem[] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const base = useId();
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <div className={styles.list}>
      {items.map((item, i) => {
        const expanded = open.has(item.id);
        const buttonId = `${base}-button-${i}`;
        const panelId = `${base}-panel-${i}`;
        return (
          <div key={item.id} className={styles.item}>
            <h3>
              <button
                type="button"
                id={buttonId}
                className={styles.trigger}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                {item.title}
                <svg className={styles.chevron} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                  <path d="m6 9 6 6 6-6" />
                </svg>
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!expanded}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
