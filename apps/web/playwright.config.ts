import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './e2e/chromium';
import { e2ePort as port, onLocationPort } from './e2e/servers';

// A fresh data folder per run, so every run sees the freshly seeded demo venue. Workers load
// this file again; only the runner's copy starts the servers, so reuse the folders it chose.
process.env.E2E_VENUE_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'venue-e2e-'));
process.env.E2E_VENUE_DATA_DIR_ON_LOCATION ??= mkdtempSync(join(tmpdir(), 'venue-e2e-on-location-'));

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : 'line',
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined } },
  ],
  webServer: [
    {
      command: 'node ../../scripts/start.mjs',
      url: `http://localhost:${port}/venue-api/health`,
      // Every browser test is a guest at 127.0.0.1: as on a venue's Wi-Fi, many guests share the address, so
      // the cap on unpaid tickets per address (unit-tested in ticket-holds.routes.test.ts) is raised here.
      env: { PORT: String(port), VENUE_DATA_DIR: process.env.E2E_VENUE_DATA_DIR, VENUE_MAX_UNPAID_SEATS: '1000' },
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
  ],
});
