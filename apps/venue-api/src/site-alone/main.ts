// Starts the site alone in front of a venue's own API (VENUE_API_URL): npm start runs this instead of
// the embedded backend when that variable is set (scripts/start.mjs).
// First: which React build the process loads (process/react-build.ts).
import '../process/react-build';
import type { Server as HttpServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { readSiteAloneConfig } from './site-config';
import { createSiteAloneApp } from './site-app';

const config = readSiteAloneConfig();
if (config === undefined) {
  console.error('VENUE_API_URL is not set: npm start runs the site with its embedded backend instead.');
  process.exit(1);
}
const webRoot = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const server = serve({ fetch: createSiteAloneApp(webRoot, config).fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`Venue site:   http://localhost:${info.port}/ (the site alone)`);
  console.log(
    `Venue API:    ${config.apiUrl} (VENUE_API_URL)${config.publicApiUrl === config.apiUrl ? '' : `; browsers use ${config.publicApiUrl}`}`,
  );
  console.log(`Staff page:   ${new URL('staff', config.publicApiUrl).href}, on the venue's API`);
});
(server as HttpServer).keepAliveTimeout = 65_000;
// Nothing to save: stop at once, open keep-alive connections included.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    server.close(() => process.exit(0));
    (server as HttpServer).closeAllConnections();
  });
