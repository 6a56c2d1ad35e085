// A panel shown instead of a form or a page (docs/product.md): a heading that says what happened, one
// sentence, and where to go next (the links are the children). A panel that replaces a form on the same
// page takes the focus to its heading when `focusKey` changes.
import { useId, useRef, type ReactNode } from 'react';
import panel from './panel.module.css';
import { useFocusOn } from './use-focus-on';

interface NoticePanelProps {
  readonly title: string;
  readonly message: ReactNode;
  readonly level?: 1 | 2;
  /** A fixed id for the heading; otherwise one of React's. */
  readonly id?: string;
  /** Set: the heading is focusable and takes the focus whenever this changes. */
  readonly focusKey?: string;
  readonly children: ReactNode;
}

export function NoticePanel({ title, message, level = 1, id, focusKey, children }: NoticePanelProps) {
  const ownId = useId();
  const headingId = id ?? ownId;
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOn(heading, focusKey ?? null);
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className={panel.panel} aria-labelledby={headingId}>
      <Heading id={headingId} ref={heading} tabIndex={focusKey === undefined ? undefined : -1}>
        {title}
      </Heading>
      <p>{message}</p>
      <div className={panel.actions}>{children}</div>
    </section>
  );
}
