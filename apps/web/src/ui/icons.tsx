// The few line icons the site draws; decorative, so screen readers skip them (the button names itself).
import styles from './icons.module.css';

const stroke = { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', 'aria-hidden': true } as const;

export const CloseIcon = () => (
  <svg {...stroke} strokeWidth="2">
    <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
  </svg>
);

/** Points back: left, or right on a right-to-left page. */
export const PreviousIcon = () => (
  <svg {...stroke} className={styles.alongReading} strokeWidth="2.5">
    <path d="m15 5-7 7 7 7" />
  </svg>
);

/** Points on: right, or left on a right-to-left page. */
export const NextIcon = () => (
  <svg {...stroke} className={styles.alongReading} strokeWidth="2.5">
    <path d="m9 5 7 7-7 7" />
  </svg>
);
