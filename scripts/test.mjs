// `npm test`: every check, in order, stopping at the first that fails. Prints the test counts.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'

import { findChromium } from './chromium.mjs'
import { writeQaStatus } from './qa-status.mjs'
import { run, runSideBySide, TEST_SUMMARY } from './run.mjs'

const REPORTS = 'test-results/reports'
rmSync(REPORTS, { recursive: true, force: true })
mkdirSync(REPORTS, { recursive: true })

const vitestJson = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${REPORTS}/${name}.json`,
]

const steps = [
  {
    // Each runs on one core: side by side they take the time of the slowest.
    name: 'types, lint, format',
    parallel: [
      { id: 'types', cmd: 'tsc', args: ['-p', '.'] },
      { id: 'lint', cmd: 'eslint', args: ['.', '--max-warnings', '0'] },
      { id: 'format', cmd: 'prettier', args: ['--check', '--log-level', 'warn', '.'] },
    ].map((part) => ({ ...part, prefix: `[${part.id}]` })),
  },
  {
    // The unit tests (with the date tests again under three time zones, the `dates …` projects)
    // and the API and contract tests again on a real Postgres (a throwaway cluster; skips with a
    // reason when Postgres is neither installed nor installable), side by side: the Postgres
    // run mostly waits on its server, and the two take 90 s where one after the other took 140 s.
    name: 'unit, postgres',
    report: 'vitest',
    parallel: [
      {
        id: 'unit',
        prefix: '[unit]',
        cmd: 'vitest',
        args: ['run', '--project', 'unit', '--project', 'dates *', ...vitestJson('unit')],
      },
      {
        id: 'postgres',
        prefix: '[postgres]',
        cmd: 'node',
        args: ['scripts/postgres-test.mjs', ...vitestJson('postgres')],
      },
    ],
  },
  {
    // The real server as a process: SIGKILL mid-stream of bookings, and a 60 s soak. The two
    // files run side by side (their test workers mostly wait on the servers).
    name: 'reliability',
    cmd: 'vitest',
    args: ['run', '--project', 'reliability', '--maxWorkers=2', ...vitestJson('reliability')],
    report: 'vitest',
  },
  // The story tests (play function, accessibility and screenshot of each story): three pages of
  // one browser take the story files from one queue (vite.config.ts, project `stories`).
  {
    name: 'stories',
    cmd: 'vitest',
    args: ['run', '--project', 'stories', ...vitestJson('stories')],
    report: 'vitest',
    browser: true,
  },
  { name: 'build', cmd: 'vite', args: ['build', '--logLevel', 'warn'] },
  { name: 'e2e', cmd: 'playwright', args: ['test'], report: 'playwright', browser: true },
]

const counts = { passed: 0, failed: 0, skipped: 0 }
const rows = []

function readReport(step) {
  if (step.parallel) {
    // A part without a report (the Postgres run when it skips) counts nothing.
    const parts = step.parallel
      .map((part) => readReport({ ...part, report: step.report }))
      .filter(Boolean)
    if (!parts.length) return undefined
    return Object.fromEntries(
      Object.keys(counts).map((key) => [key, parts.reduce((sum, part) => sum + part[key], 0)]),
    )
  }
  const file = `${REPORTS}/${step.id ?? step.name}.json`
  if (!existsSync(file)) return undefined
  const data = JSON.parse(readFileSync(file, 'utf8'))
  if (step.report === 'vitest') {
    return {
      passed: data.numPassedTests,
      failed: data.numFailedTests,
      skipped: data.numPendingTests + data.numTodoTests,
    }
  }
  return {
    passed: data.stats.expected + data.stats.flaky,
    failed: data.stats.unexpected,
    skipped: data.stats.skipped,
  }
}

let chromium
let failedStep
const started = Date.now()
for (const step of steps) {
  const t0 = Date.now()
  console.log(`\n▶ ${step.name}`)
  const env = { PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/${step.name}.json` }
  if (step.browser) env.CHROMIUM_PATH = chromium ??= await findChromium()
  const code = step.parallel
    ? await runSideBySide(
        step.parallel.map((part) => [part.cmd, part.args, { env, prefix: part.prefix }]),
      )
    : await run(step.cmd, step.args, { env })
  const result = step.report ? readReport(step) : undefined
  if (result) for (const key of Object.keys(counts)) counts[key] += result[key]
  // After the story tests: each story's result for the catalogue's QA status page.
  if (step.name === 'stories') {
    const written = writeQaStatus(`${REPORTS}/stories.json`)
    if (written) console.log(`Story results for QA: ${written} (the catalogue's QA status page)`)
  }
  rows.push({
    step: step.name,
    ok: code === 0,
    seconds: ((Date.now() - t0) / 1000).toFixed(1),
    ...result,
  })
  if (code !== 0) {
    failedStep = step.name
    if (!result?.failed) counts.failed += 1
    break
  }
}

const seconds = Math.round((Date.now() - started) / 1000)
writeFileSync(
  TEST_SUMMARY,
  JSON.stringify({ finishedAt: new Date().toISOString(), seconds, passed: !failedStep, rows }),
)
console.log('\nSummary')
console.table(rows)
console.log(`Total time: ${seconds} s`)
if (failedStep) console.log(`Stopped at the failing step: ${failedStep}`)
console.log(
  `tests: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`,
)
process.exit(failedStep ? 1 : 0)
