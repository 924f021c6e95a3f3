import { mkdirSync } from 'node:fs'
import path from 'node:path'

import type { StorybookConfig } from '@storybook/react-vite'

/** The last story run's results (scripts/qa-status.mjs), served to the QA status page. */
const qaDir = path.join(import.meta.dirname, '../test-results/qa')
mkdirSync(qaDir, { recursive: true })

const config: StorybookConfig = {
  stories: ['./qa-status.mdx', '../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public', '../mocks/public', { from: qaDir, to: '/qa' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  // The sidebar lists states; a story tagged `test-case` walks a behaviour through (a retry, a
  // redirect refused) and is shown only when the tag filter asks for it. It runs with the others.
  tags: { 'test-case': { defaultFilterSelection: 'exclude', excludeFromDocsStories: true } },
}

export default config
