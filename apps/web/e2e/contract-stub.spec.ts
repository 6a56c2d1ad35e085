// The site alone in front of Pact's own stub server serving contracts/ (docs/contracts.md): every
// content page renders from the contracts alone, so the pacts hold everything those pages need.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { freePort } from './free-port';
import { startSiteAlone, type SiteAlone } from './site-alone-process';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

// Each content page and the heading the contracts' example data gives it.
const contentPages = [
  { path: '/', heading: 'Velvet Room' },
  { path: '/events', heading: 'Events' },
  { path: '/event-details/event-up-1', heading: 'Deep Nights with DJ Nova' },
  { path: '/past-events', heading: 'Past events' },
  { path: '/events-calendar', heading: 'Events calendar' },
  { path: '/menus', heading: 'Menu' },
  { path: '/gallery', heading: 'Gallery' },
  { path: '/event-photos/event-past-1', heading: 'Halloween Haunt' },
  { path: '/talents', heading: 'Talents' },
  { path: '/talent-details/talent-dj-nova', heading: 'DJ Nova' },
  { path: '/faq', heading: 'FAQ' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/promotion/promo-happy-hour', heading: 'Promotion' },
  { path: '/contact', heading: 'Contact' },
  { path: '/careers', heading: 'Careers' },
] as const;

let stub: ChildProcess | undefined;
let site: SiteAlone | undefined;

test.beforeAll(async () => {
  const port = await freePort();
  stub = spawn(`${repoRoot}node_modules/.bin/pact`, ['stub', '--port', String(port), '--dir', 'contracts', '--loglevel', 'warn'], {
    cwd: repoRoot,
    stdio: 'ignore',
    // A group of its own: the npm command starts the stub's binary as a child, which must stop with it.
    detached: true,
  });
  // The stub answers 404 for anything it has no interaction for, once it listens.
  await expect
    .poll(
      () =>
        fetch(`http://localhost:${port}/`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 20_000 },
    )
    .toBe(404);
  site = await startSiteAlone(`http://localhost:${port}/`);
});

test.afterAll(async () => {
  await site?.stop();
  if (stub?.pid !== undefined) process.kill(-stub.pid, 'SIGTERM');
});

test('every content page renders from the contracts alone, served by pact stub', async ({ request }) => {
  for (const { path, heading } of contentPages) {
    const answer = await request.get(`${site?.baseURL ?? ''}${path}`);
    expect(answer.status(), path).toBe(200);
    expect(await answer.text(), path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
  }
  expect(site?.log()).not.toContain('Venue API call failed');
});
