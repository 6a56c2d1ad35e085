import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8090);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'list' : 'line',
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined } },
  ],
  webServer: {
    command: 'node ../../scripts/start.mjs',
    url: `http://localhost:${port}/venue-api/health`,
    env: { PORT: String(port) },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
  },
});
