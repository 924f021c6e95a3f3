import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { playwright } from '@vitest/browser-playwright'
import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'

import { viewport, VIEWPORTS } from './.storybook/viewports.ts'
import { CHROMIUM_ARGS } from './scripts/chromium.mjs'
import { buildManifest } from './scripts/vite-plugins/build-manifest.ts'
import { nightjarIcons } from './scripts/vite-plugins/icons.ts'
import { nightjarImages } from './scripts/vite-plugins/images.ts'
import { nightjarServerEntry } from './scripts/vite-plugins/server-entry.ts'
import { nightjarApi } from './server/vite-plugin.ts'

const root = path.dirname(fileURLToPath(import.meta.url))

/**
 * The MSW worker lives in mocks/public, outside the app's public folder, so no production build
 * ships it; Storybook serves it as a static dir, and `npm run dev:mock` from here.
 */
function mockWorker(): Plugin {
  const file = path.join(root, 'mocks/public/mockServiceWorker.js')
  return {
    name: 'nightjar:mock-worker',
    apply: (_config, env) => env.command === 'serve' && env.mode === 'mock',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript')
        res.end(readFileSync(file))
      })
    },
  }
}

/** The time zones the date logic's tests run in besides the machine's own. */
const DATE_TIME_ZONES = ['Pacific/Pago_Pago', 'Pacific/Kiritimati', 'Europe/Lisbon']
const DATE_TESTS = [
  'src/domain/{calendar,dates,format,rates,reports,time-zone}.test.ts',
  'src/components/date-picker/{date-logic,format-value,range-rules}.test.ts',
  'src/pages/shared/{stay-rules,stay-calendar}.test.ts',
]

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    buildManifest(),
    nightjarIcons(),
    nightjarImages(),
    nightjarApi(),
    nightjarServerEntry(),
    mockWorker(),
  ],
  resolve: { alias: { '@': path.join(root, 'src'), '@mocks': path.join(root, 'mocks') } },
  build: {
    target: 'es2022',
    // Production serves no source maps (they would publish the whole source).
    sourcemap: false,
    // Every browser the build targets (ES2022) preloads modules itself.
    modulePreload: { polyfill: false },
    // Fonts stay files, however small: the CSP's `font-src 'self'` refuses `data:` fonts.
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
    rolldownOptions: {
      output: {
        // Few, larger chunks for a first load (each file is a request and compresses alone): the
        // app the entry starts once the page is drawn (`src/start.tsx`) with all it imports
        // statically, and the class merger every page's components use (`cn`), is one chunk; the
        // home page with what it imports another; the API client and form field sit apart so
        // sign-in skips the home page.
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], priority: 4 },
            {
              name: 'app',
              test: /src[\\/](start\.tsx|components[\\/]lib[\\/]cn\.ts)$/,
              priority: 3,
            },
            {
              name: 'forms',
              test: /src[\\/](app[\\/]api-client\.ts$|components[\\/]form-field[\\/])/,
              priority: 2,
            },
            { name: 'home', test: /src[\\/]pages[\\/]home[\\/]home-page\.tsx$/, priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['{src,server,mocks,tests}/**/*.test.ts'],
          exclude: ['tests/e2e/**', 'node_modules/**'],
        },
      },
      // The date logic (calendar days, the picker's local days, prices by night) again under
      // three time zones: UTC−11, UTC+14 and one that changes its clocks in the months tested.
      // A date without a time must never shift a day. (`npm test` runs them with the unit step.)
      ...DATE_TIME_ZONES.map((timeZone) => ({
        extends: true,
        test: {
          name: `dates ${timeZone}`,
          environment: 'node',
          include: DATE_TESTS,
          env: { TZ: timeZone, EXPECTED_TZ: timeZone },
          // Pure functions: one module graph per worker (each file re-importing it was most of the time).
          isolate: false,
        },
      })),
      {
        // Crash and soak tests against the real server process (about a minute; `npm test` runs them apart).
        extends: true,
        test: {
          name: 'reliability',
          environment: 'node',
          include: ['tests/reliability/**/*.reliability.ts'],
          testTimeout: 150_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        plugins: [
          storybookTest({
            configDir: path.join(root, '.storybook'),
            // Every story is drawn at the desktop preset unless it names another.
            initialGlobals: viewport('desktop'),
          }),
        ],
        // Lazily imported dependencies are listed so Vite does not re-bundle them mid-run.
        optimizeDeps: {
          include: [
            'react/jsx-dev-runtime',
            'react-day-picker',
            'lucide-react',
            '@iconify/utils',
            'react-router',
            'react-router/dom',
            'cmdk',
            '@tanstack/react-table',
            '@tanstack/react-virtual',
            '@radix-ui/react-alert-dialog',
            '@radix-ui/react-checkbox',
            '@radix-ui/react-dialog',
            '@radix-ui/react-label',
            '@radix-ui/react-popover',
            '@radix-ui/react-progress',
            '@radix-ui/react-slot',
            '@radix-ui/react-switch',
            '@radix-ui/react-tabs',
            '@radix-ui/react-toast',
            '@radix-ui/react-tooltip',
            '@radix-ui/react-visually-hidden',
            'aria-hidden',
            'culori',
            'class-variance-authority',
            'clsx',
            'tailwind-merge',
            'date-fns',
            'zod',
            'msw',
            'msw/browser',
            'msw-storybook-addon/preview',
            'react-dom/client',
            '@conform-to/react',
            '@conform-to/zod/v4',
            'timekeeper',
          ],
        },
        test: {
          name: 'stories',
          // A hang guard, not a speed target (those are in the bench): a whole staff flow in the
          // dev build takes 10–20 s on two busy cores, Vitest's default 15 s cut some short.
          testTimeout: 45_000,
          // The story files a page runs share it: the catalogue's modules load once per page
          // rather than once per file (the story step took 150 s against 182 s). Each story still
          // starts afresh: preview.tsx resets the mock API, clock, theme and storage, and a
          // route story the app's own memory (src/app/testing/route-story.tsx).
          isolate: false,
          // Three pages of one browser take the files from one queue, the largest first: a story
          // mostly waits (on its requests, a frame, a screenshot), so three keep two cores busy,
          // and a page that draws short stories takes more of them. Two browsers with half the
          // files each took 130 s (the halves, split ahead by size, ended 6 s apart); this takes
          // 110 s, each page growing to about 0.9 GB (one page for every file reached 1.4 GB).
          maxWorkers: 3,
          setupFiles: ['.storybook/vitest.setup.ts'],
          browser: {
            viewport: VIEWPORTS.desktop,
            expect: {
              toMatchScreenshot: {
                // One file per story, no browser or platform suffix: the baselines are shared.
                resolveScreenshotPath: ({ root, arg, ext }) =>
                  `${root}/tests/visual/__screenshots__/${arg}${ext}`,
                resolveDiffPath: ({ root, arg, ext }) => `${root}/test-results/visual/${arg}${ext}`,
                // The same Chromium draws the same pixels; a few may move with anti-aliasing, but
                // not a ratio of the page, so that a small badge changing colour still fails.
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 20 },
              },
            },
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
                // Text drawn the same on every machine: no hinting, no subpixel colours.
                args: [...CHROMIUM_ARGS, '--font-render-hinting=none', '--disable-lcd-text'],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
})
