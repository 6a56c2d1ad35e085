// What a form turns into once it is sent (careers, contact, a review): a thank-you heading that takes the
// focus (the form's hook focuses it), one sentence, and a button to send another.
import type { ReactNode, Ref } from 'react';
import buttons from './button.module.css';

interface SentCardProps {
  /** The heading's id, which labels the card. */
  readonly id: string;
  readonly className: string;
  readonly headingRef: Ref<HTMLHeadingElement>;
  readonly title: string;
  readonly children: ReactNode;
  readonly againText: string;
  readonly onAgain: () => void;
}

export function SentCard({ id, className, headingRef, title, children, againText, onAgain }: SentCardProps) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      <p>{children}</p>
      <button type="button" className={buttons.ghost} onClick={onAgain}>
        {againText}
      </button>
    </section>
  );
}
