// Starts the site and the embedded venue API together on one port.
import { serve } from '@hono/node-server';
import { fileURLToPath } from 'node:url';
import { createApp } from './http/app';

const port = Number(process.env.PORT ?? 8080);
const webRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));
const app = createApp({ webRoot });

serve({ fetch: app.fetch, port }, (info) => {
  console.log(`Venue site: http://localhost:${info.port}/`);
  console.log(`Venue API:  http://localhost:${info.port}/venue-api/`);
});
