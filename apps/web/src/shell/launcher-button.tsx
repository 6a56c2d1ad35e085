// The chat launcher's round button and the header colours, drawn by the shell's launcher before the
// chat's code loads and by the chat widget after: one module both import, so neither imports the other.
import type { Ref } from 'react';
import styles from './chat-launcher.module.css';
import * as m from '~messages/launcher';

export interface LauncherButtonProps {
  readonly open: boolean;
  readonly onPress: () => void;
  readonly buttonRef?: Ref<HTMLButtonElement>;
}

/**
 * What stands for the launcher while the venue has web support off: nothing to see, but the page's styles read it, so
 * the header leaves no room for a launcher that is not there (chat-launcher.module.css).
 */
export function LauncherOff() {
  return <span hidden data-launcher-off="" />;
}

export function LauncherButton({ open, onPress, buttonRef }: LauncherButtonProps) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className={styles.button}
      aria-expanded={open}
      aria-controls={open ? 'chat-panel' : undefined}
      aria-label={open ? m.closeChat : m.chatWithUs}
      onClick={onPress}
    >
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        {open ? <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" /> : <path d="M4 5h16v11H9l-5 4z" strokeLinejoin="round" />}
      </svg>
    </button>
  );
}

export interface ChatColours {
  readonly background: string;
  readonly text: string;
}
