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
  // A fake microphone that needs no permission prompt, for the chat's voice messages (e2e/chat.spec.ts).
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];
