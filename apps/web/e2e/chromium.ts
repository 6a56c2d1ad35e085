// Debian's Chromium and the flags every run of it here uses: the browser tests and `npm run bench:web`.
// No background traffic, updates or QUIC, so a run measures and tests the site alone.
export const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
