import { test as base } from '@playwright/test'

import { serverUrl } from './servers'

/**
 * The tests run in two workers, each against a server and database of its own (see
 * playwright.config.ts): what one test books, sets or signs in with never meets another's. Every
 * spec takes `test` from here.
 */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter: this one has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => {
    await use(serverUrl(testInfo.parallelIndex))
  },
})
