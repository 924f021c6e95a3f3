import { defineConfig, devices } from '@playwright/test'

import { CHROMIUM_ARGS } from './scripts/chromium.mjs'
import { E2E_PORT, E2E_SERVERS, serverUrl } from './tests/e2e/servers'

/**
 * End-to-end tests: the built app served by the real server, driven in Chromium. A worker per two
 * cores (`E2E_SERVERS`), each with a server and an in-memory database of its own on the next port
 * (a worker reads this file with its own TEST_PARALLEL_INDEX, so its baseURL is its server), so no
 * test sees another's bookings, settings or sign-in failures.
 *
 * Every wait is on what a person would see, and its budget holds on a machine three times slower
 * than a quiet one (a shared CI machine on a busy day): three times the 5 s for a thing to show
 * and the 30 s for a test that held on a quiet machine. A wait that is met returns at once, so
 * the budgets cost nothing on a quick day; no retries, so a real failure still fails.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: E2E_SERVERS,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // Its own folder: Playwright empties it at the start, and test-results also holds the other
  // steps' reports and the catalogue's QA status, written before the e2e step.
  outputDir: 'test-results/e2e',
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    baseURL: serverUrl(Number(process.env.TEST_PARALLEL_INDEX ?? 0)),
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: Array.from({ length: E2E_SERVERS }, (_, index) => ({
    command: 'node --import tsx server/main.ts',
    url: `http://localhost:${E2E_PORT + index}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(E2E_PORT + index),
      DATA_DIR: 'memory://',
      NODE_ENV: 'test',
      // The suite books from one address and a few emails, far more than a guest would.
      BOOKINGS_PER_ADDRESS: '100000',
      BOOKINGS_PER_EMAIL: '100000',
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
    },
  })),
})
