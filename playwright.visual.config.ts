import { defineConfig } from '@playwright/test'

import { CHROMIUM_ARGS } from './scripts/chromium.mjs'

const PORT = Number(process.env.VISUAL_PORT ?? 6107)

/**
 * Visual regression: every story of the built catalogue, screenshotted in Chromium and compared
 * with the committed baselines in tests/visual/__screenshots__. Run through `npm run test:visual`
 * (which builds the catalogue first); `npm run test:visual:update` rewrites the baselines.
 */
export default defineConfig({
  testDir: 'tests/visual',
  testMatch: '*.spec.ts',
  // One file name per story, no platform suffix: the baselines are meant to be shared.
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  // A missing baseline fails instead of being written quietly; the update script passes
  // --update-snapshots, which overrides this.
  updateSnapshots: 'none',
  fullyParallel: true,
  workers: Number(process.env.VISUAL_WORKERS ?? 2),
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  outputDir: 'test-results/visual',
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['dot'], ['json']] : 'dot',
  expect: {
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      // The same Chromium draws the same pixels; allow a few that anti-aliasing may move, but not
      // a ratio of the page, so that a small badge changing colour still fails.
      threshold: 0.1,
      maxDiffPixels: 20,
    },
  },
  use: {
    baseURL: `http://localhost:${PORT}`,
    viewport: { width: 1024, height: 768 },
    deviceScaleFactor: 1,
    locale: 'en-US',
    timezoneId: 'UTC',
    colorScheme: 'dark',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...CHROMIUM_ARGS, '--font-render-hinting=none', '--disable-lcd-text'],
    },
  },
  webServer: {
    command: 'node tests/visual/serve.mjs',
    url: `http://localhost:${PORT}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: {
      VISUAL_PORT: String(PORT),
      STORYBOOK_DIR: process.env.STORYBOOK_DIR ?? 'storybook-static',
    },
  },
})
