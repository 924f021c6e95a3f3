// Visual regression: builds the catalogue (for tests: no docs pages), then compares a screenshot
// of every story with its committed baseline. Extra arguments go to Playwright, so
// `node tests/visual/run.mjs --update-snapshots` rewrites the baselines that changed (and, run on
// every story, deletes those of stories that are gone).
// STORYBOOK_DIR (default storybook-static) is where the catalogue is built and served from.
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

import { run } from '../../scripts/run.mjs'

const dir = process.env.STORYBOOK_DIR ?? 'storybook-static'
const BASELINES = 'tests/visual/__screenshots__'
const args = process.argv.slice(2)
const updating = args.includes('--update-snapshots') || args.includes('-u')

const built = await run('storybook', ['build', '--test', '--quiet', '--output-dir', dir], {
  env: { STORYBOOK_DISABLE_TELEMETRY: '1' },
})
if (built !== 0) process.exit(built)

const code = await run('playwright', ['test', '--config', 'playwright.visual.config.ts', ...args], {
  env: { STORYBOOK_DIR: dir },
})

if (code !== 0 && !updating) {
  console.log(
    '\nA story looks different from its baseline (actual, expected and diff images are in ' +
      'test-results/visual).\nIf the change is intended: npm run test:visual:update, then ' +
      `commit ${BASELINES}.`,
  )
}
if (code === 0 && updating && args.length === 1) {
  const { entries } = JSON.parse(readFileSync(path.join(dir, 'index.json'), 'utf8'))
  const ids = new Set(Object.values(entries).map((entry) => `${entry.id}.png`))
  for (const file of readdirSync(BASELINES)) {
    if (!ids.has(file)) {
      rmSync(path.join(BASELINES, file))
      console.log(`Deleted the baseline of a story that is gone: ${file}`)
    }
  }
}
process.exit(code)
