// For pages whose flows come in later work: honest about it, never a form that does nothing.
import { OnwardLinks } from './onward-links';
import styles from './panel.module.css';

interface ComingSoonPanelProps {
  readonly title: string;
  readonly description: string;
}

export function ComingSoonPanel({ title, description }: ComingSoonPanelProps) {
  return (
    <section className={styles.panel} aria-labelledby="coming-soon-title">
      <svg className={styles.icon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" strokeLinecap="round" />
      </svg>
      <h1 id="coming-soon-title">{title}</h1>
      <p>{description}</p>
      <p>This part of our website is coming soon. Until then, please call or visit us, or come back in a few days.</p>
      <div className={styles.actions}>
        <OnwardLinks />
      </div>
    </section>
  );
}
