import { defineConfig, devices } from '@playwright/test'

import { CHROMIUM_ARGS } from './scripts/chromium.mjs'

const PORT = Number(process.env.E2E_PORT ?? 3100)

/** End-to-end tests: the built app served by the real server, driven in Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      DATA_DIR: 'memory://',
      NODE_ENV: 'test',
      // The suite books from one address and a few emails, far more than a guest would.
      BOOKINGS_PER_ADDRESS: '100000',
      BOOKINGS_PER_EMAIL: '100000',
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
    },
  },
})
