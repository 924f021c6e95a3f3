import path from 'node:path'

import { expect, it } from 'vitest'

import config from '../playwright.config'

it('the e2e step empties only its own folder, not the reports and QA status written before it', () => {
  // Playwright empties its output folder when it starts (`test-results` unless told otherwise).
  const emptied = path.resolve(config.outputDir ?? 'test-results')
  for (const kept of ['test-results/qa/qa-status.json', 'test-results/reports/stories.json']) {
    expect(path.relative(emptied, path.resolve(kept))).toMatch(/^\.\./)
  }
})
