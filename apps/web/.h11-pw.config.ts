// H11's temporary runner of languages.spec.ts on the existing build (no webServer, which rebuilds). Deleted after use.
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './e2e/chromium';
export default defineConfig({
  testDir: 'e2e',
  testMatch: ['languages.spec.ts'],
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'line',
  use: { reducedMotion: 'reduce', launchOptions: { executablePath: chromiumPath, args: chromiumArgs } },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
