// The story run's results for QA: reads the story tests' JSON report and writes
// test-results/qa/qa-status.json, which the catalogue's "QA status" page shows (Storybook serves
// that folder; `npm run build-storybook` copies it into the static catalogue).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const QA_DIR = 'test-results/qa'

/** What a failure message says failed: the picture, the accessibility check or the play function. */
function failedPart(message) {
  if (/toMatchScreenshot|page is \d+ px wide/.test(message)) return 'picture'
  if (/accessibility|axe|violation/i.test(message)) return 'accessibility'
  return 'play'
}

/** The first lines of a failure, without terminal colours. */
function shortMessage(message) {
  // eslint-disable-next-line no-control-regex
  const plain = message.replace(/\u001b\[[0-9;]*m/g, '')
  return plain.split('\n').slice(0, 6).join('\n').slice(0, 600)
}

/**
 * Writes the status of every story in `report` (the story run's vitest JSON report); returns the
 * file written, or undefined when there was no report to read.
 */
export function writeQaStatus(report = 'test-results/reports/stories.json') {
  if (!existsSync(report)) return undefined
  const stories = []
  for (const suite of JSON.parse(readFileSync(report, 'utf8')).testResults) {
    for (const test of suite.assertionResults) {
      const id = test.meta?.storyId
      if (!id) continue
      const a11y = test.meta.reports?.find((report) => report.type === 'a11y')
      const message = test.failureMessages.join('\n')
      const failed = test.status === 'failed' ? failedPart(message) : undefined
      stories.push({
        id,
        name: test.title,
        file: path.relative(process.cwd(), suite.name),
        status: test.status,
        ms: Math.round(test.duration ?? 0),
        play: test.status === 'passed' || failed !== 'play' ? 'passed' : 'failed',
        accessibility:
          a11y?.status === 'failed' || failed === 'accessibility'
            ? 'failed'
            : a11y?.status === 'warning'
              ? 'warnings'
              : a11y
                ? 'passed'
                : 'not run',
        picture:
          failed === 'picture' ? 'failed' : test.status === 'passed' ? 'matched' : 'not taken',
        ...(failed ? { failure: shortMessage(message) } : {}),
      })
    }
  }
  if (!stories.length) return undefined
  mkdirSync(QA_DIR, { recursive: true })
  const out = path.join(QA_DIR, 'qa-status.json')
  const count = (status) => stories.filter((story) => story.status === status).length
  writeFileSync(
    out,
    `${JSON.stringify(
      {
        ranAt: new Date().toISOString(),
        totals: { stories: stories.length, passed: count('passed'), failed: count('failed') },
        stories,
      },
      null,
      1,
    )}\n`,
  )
  return out
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = writeQaStatus(process.argv[2])
  console.log(out ? `QA status written to ${out}` : 'No story test report to read.')
}
