// The support chat's launcher. The chat itself comes in later work; until then the launcher
// says so and points to the FAQ, rather than opening a conversation nobody answers.
import { useState } from 'react';
import { pathTo } from '@venue/core/routing/routes';
import { SiteLink } from '../routing/site-link';
import styles from './chat-launcher.module.css';

export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.launcher}>
      {open && (
        <section id="chat-panel" className={styles.panel} aria-labelledby="chat-panel-title">
          <h2 id="chat-panel-title">Live chat is coming soon</h2>
          <p>You will soon be able to chat with our team here. Many answers are already in our FAQ.</p>
          <SiteLink to={pathTo('FAQ')} onClick={() => setOpen(false)}>
            Venue Knowledge Base
          </SiteLink>
        </section>
      )}
      <button
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls="chat-panel"
        aria-label={open ? 'Close chat' : 'Chat with us'}
        onClick={() => setOpen((o) => !o)}
      >
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          {open ? <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" /> : <path d="M4 5h16v11H9l-5 4z" strokeLinejoin="round" />}
        </svg>
      </button>
    </div>
  );
}
