// The widget's line icons, drawn rather than typed as emoji so every device shows them; decorative (each button names itself).
const stroke = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  'aria-hidden': true,
  width: 22,
  height: 22,
} as const;

export const SmileIcon = () => (
  <svg {...stroke}>
    <circle cx="12" cy="12" r="9" />
    <path d="M8.5 14.5c1.8 2 5.2 2 7 0M9 9.5h.01M15 9.5h.01" strokeLinecap="round" />
  </svg>
);

export const AttachIcon = () => (
  <svg {...stroke}>
    <path d="m20 11.5-8 8a5 5 0 0 1-7-7l8.5-8.5a3.3 3.3 0 0 1 4.7 4.7l-8.5 8.5a1.7 1.7 0 0 1-2.4-2.4L15 7" strokeLinecap="round" />
  </svg>
);

export const MicIcon = () => (
  <svg {...stroke}>
    <rect x="9" y="3" width="6" height="11" rx="3" />
    <path d="M5 11a7 7 0 0 0 14 0M12 18v3" strokeLinecap="round" />
  </svg>
);

export const PlayIcon = () => (
  <svg {...stroke}>
    <path d="M7 4.5v15l12-7.5z" strokeLinejoin="round" />
  </svg>
);

export const PauseIcon = () => (
  <svg {...stroke}>
    <path d="M8 5v14M16 5v14" strokeLinecap="round" />
  </svg>
);
