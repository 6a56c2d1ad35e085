// The site alone in front of an API that is down or too slow (docs/product.md#when-the-venue-cannot-be-reached):
// the site's error page with a 503 at once, the failed call named in the site's log, a Try again that
// works, and the site back by itself when the API is.
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { expect, test } from '@playwright/test';
import { e2ePort } from './servers';
import { freePort } from './free-port';
import { startSiteAlone, type SiteAlone } from './site-alone-process';

const listen = (server: Server, port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

let site: SiteAlone | undefined;
const servers: Server[] = [];
const sockets: Socket[] = [];
test.afterEach(async () => {
  await site?.stop();
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(servers.splice(0).map(close));
});

test('an API that is down: the error page with a 503, the call in the log, and the site back once the API is', async ({
  page,
  request,
}) => {
  const apiPort = await freePort();
  site = await startSiteAlone(`http://localhost:${apiPort}/venue-api/`);

  const down = await request.get(`${site.baseURL}/events`);
  expect(down.status()).toBe(503);
  expect(await down.text()).toContain('This page could not load');
  expect(site.log()).toMatch(
    new RegExp(`Venue API call failed while rendering: (GET|POST) http://localhost:${apiPort}/venue-api/\\S+: .*ECONNREFUSED`),
  );

  await page.goto(`${site.baseURL}/events`);
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not load' })).toBeVisible();
  await expect(page.getByText('We could not reach the venue. Please try again in a moment.')).toBeVisible();

  // The API comes back on the same address (a relay to the tests' backend stands in for it).
  const relay = createServer((guest) => {
    const api = createConnection(e2ePort, '127.0.0.1');
    sockets.push(guest, api);
    guest.pipe(api).pipe(guest);
    guest.on('error', () => api.destroy());
    api.on('error', () => guest.destroy());
  });
  servers.push(relay);
  await listen(relay, apiPort);
  // Try again reloads from the page's script, which a busy machine may not have run yet (the error page
  // sets no hydration mark): a guest whose first press did nothing presses again.
  await expect(async () => {
    await page.getByRole('button', { name: 'Try again' }).click({ timeout: 5_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  expect((await request.get(`${site.baseURL}/faq`)).status()).toBe(200);
});

test('an API that never answers: the page still answers, with a 503 and the call that timed out in the log', async ({ request }) => {
  const apiPort = await freePort();
  // Takes the connection and says nothing, like a backend stuck on its database.
  const silent = createServer((socket) => void sockets.push(socket));
  servers.push(silent);
  await listen(silent, apiPort);
  site = await startSiteAlone(`http://localhost:${apiPort}/venue-api/`);

  const answer = await request.get(`${site.baseURL}/menus`, { timeout: 45_000 });
  expect(answer.status()).toBe(503);
  expect(await answer.text()).toContain('This page could not load');
  expect(site.log()).toMatch(
    new RegExp(`Venue API call failed while rendering: (GET|POST) http://localhost:${apiPort}/venue-api/\\S+: .*(timeout|aborted)`, 'i'),
  );
});

test('the site alone serves nothing of the API: its paths are not pages', async ({ request, baseURL }) => {
  const answer = await request.get(`${baseURL}/venue-api/general-info`);
  expect(answer.status()).toBe(404);
  expect(await answer.text()).toContain("The venue's API is at http://localhost:");
});
