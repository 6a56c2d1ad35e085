import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './e2e/chromium';
import { e2ePort as port, onLocationPort, siteAloneBaseURL, siteAlonePort } from './e2e/servers';

// A fresh data folder per run, so every run sees the freshly seeded demo venue. Workers load
// this file again; only the runner's copy starts the servers, so reuse the folders it chose.
process.env.E2E_VENUE_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'venue-e2e-'));
process.env.E2E_VENUE_DATA_DIR_ON_LOCATION ??= mkdtempSync(join(tmpdir(), 'venue-e2e-on-location-'));

/** Tests that start sites of their own in front of an API that is down, slow or only Pact's stub. */
const siteAloneOnly = ['site-alone.spec.ts', 'contract-stub.spec.ts'];

/**
 * The specs with a test that looks at a page's phone layout (docs/architecture.md#browser-tests): the header's
 * drawer, the chat panel over the whole screen, calendars and order bars in one column, the bottles' cart bar,
 * the image viewer, a guest's code as large as the phone allows. Only those tests, tagged `@phone-layout`,
 * run on the phone: the others in these files check what the server stores, sends or renders, the same at any
 * size, as does every other spec (their 320 px checks set that width themselves): they run on desktop only.
 */
const phoneLayouts = [
  'shell.spec.ts',
  'chat.spec.ts',
  'booking.spec.ts',
  'reservation.spec.ts',
  'bottles.spec.ts',
  'tickets.spec.ts',
  'events.spec.ts',
  'gallery.spec.ts',
  'guest-codes.spec.ts',
];

export default defineConfig({
  testDir: 'e2e',
  // Files run side by side, two at a time (one per core); a file's tests run in order in one worker. Tests that
  // change what every guest sees do it on a backend of their own (e2e/own-backend.ts), and the two projects
  // on one backend keep their data apart (a night, an event or a name per project).
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : 'line',
  use: {
    baseURL: `http://localhost:${port}`,
    // A navigation glides to the top (docs/product.md#routes-and-navigation), and a press computed mid-glide can
    // land beside its control. The tests are guests who prefer reduced motion, for whom the page jumps at once;
    // shell.spec.ts checks the glide itself, with motion.
    reducedMotion: 'reduce',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: siteAloneOnly },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, testMatch: phoneLayouts, grep: /@phone-layout/ },
    // The same build as the site alone in front of the backend's API on another origin: every route,
    // a purchase to the end, the chat, and what the site does while that API is down or slow.
    {
      name: 'site-alone',
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: siteAloneBaseURL },
      testMatch: ['ssr.spec.ts', 'tickets.spec.ts', 'chat.spec.ts', ...siteAloneOnly],
    },
  ],
  webServer: [
    {
      command: 'node ../../scripts/start.mjs',
      url: `http://localhost:${port}/venue-api/health`,
      // Every browser test is a guest at 127.0.0.1: as on a venue's Wi-Fi, many guests share the address, so
      // the cap on unpaid tickets per address (unit-tested in ticket-holds.routes.test.ts) is raised here.
      env: {
        PORT: String(port),
        VENUE_DATA_DIR: process.env.E2E_VENUE_DATA_DIR,
        VENUE_MAX_UNPAID_SEATS: '1000',
        // The site alone (below) calls this API from its pages on its own origin.
        VENUE_SITE_ORIGINS: siteAloneBaseURL,
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
    },
    // The same site with Bottles untaxed (e2e/servers.ts). It runs the backend directly: the first
    // entry has built the site already, and two builds must not race in one dist folder.
    {
      command: 'node --import tsx apps/venue-api/src/main.ts',
      cwd: '../..',
      url: `http://localhost:${onLocationPort}/venue-api/health`,
      env: {
        PORT: String(onLocationPort),
        VENUE_DATA_DIR: process.env.E2E_VENUE_DATA_DIR_ON_LOCATION,
        VENUE_PRICING: 'on-location',
        VENUE_MAX_UNPAID_SEATS: '1000',
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
    },
    // The site alone (VENUE_API_URL), no backend of its own: its server and guests' browsers call the first entry's API.
    {
      command: 'node --import tsx apps/venue-api/src/site-alone/main.ts',
      cwd: '../..',
      url: `${siteAloneBaseURL}/robots.txt`,
      env: { PORT: String(siteAlonePort), VENUE_API_URL: `http://localhost:${port}/venue-api/` },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
    },
  ],
});
