// The few line icons the site draws; decorative, so screen readers skip them (the button names itself).
const stroke = { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', 'aria-hidden': true } as const;

export const CloseIcon = () => (
  <svg {...stroke} strokeWidth="2">
    <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
  </svg>
);

export const PreviousIcon = () => (
  <svg {...stroke} strokeWidth="2.5">
    <path d="m15 5-7 7 7 7" />
  </svg>
);

export const NextIcon = () => (
  <svg {...stroke} strokeWidth="2.5">
    <path d="m9 5 7 7-7 7" />
  </svg>
);
