import { mkdirSync } from 'node:fs'
import path from 'node:path'

import type { StorybookConfig } from '@storybook/react-vite'

/** The last story run's results (scripts/qa-status.mjs), served to the QA status page. */
const qaDir = path.join(import.meta.dirname, '../test-results/qa')
mkdirSync(qaDir, { recursive: true })

/**
 * Props declared outside our code that a props table still lists: the few of React's DOM
 * attributes and of Radix's roots a reader of a component's page sets. Everything else inherited
 * is left out; the variants of our `cva` recipes (typed through class-variance-authority) stay.
 */
const DOM_PROPS = new Set(['children', 'className', 'disabled', 'placeholder', 'required', 'type'])
const RADIX_PROPS = new Set([
  'open',
  'defaultOpen',
  'onOpenChange',
  'modal',
  'checked',
  'defaultChecked',
  'onCheckedChange',
  'value',
  'defaultValue',
  'onValueChange',
  'name',
  'required',
  'disabled',
  'side',
  'align',
  'sideOffset',
  'delayDuration',
  'skipDelayDuration',
  'duration',
])

function listedProp(name: string, files: string[]) {
  const from = (library: string) => files.some((file) => file.includes(`/node_modules/${library}/`))
  if (files.length === 0 || files.some((file) => !file.includes('/node_modules/'))) return true
  if (from('class-variance-authority')) return true
  if (from('@radix-ui')) return RADIX_PROPS.has(name)
  if (from('@types/react')) return DOM_PROPS.has(name)
  return false
}

const config: StorybookConfig = {
  stories: ['./qa-status.mdx', '../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public', '../mocks/public', { from: qaDir, to: '/qa' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The props tables read TypeScript's own view of each component, so props of imported types
  // (a picker's modes, a Radix root's) are listed with their real types. The story run draws no
  // props table, and the type checker would slow every component's first load there (a lazily
  // loaded popover then missed its play function's wait): it goes without.
  typescript: {
    reactDocgen: process.env.VITEST ? false : 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: './tsconfig.json',
      include: ['src/components/**/*.tsx'],
      exclude: ['**/*.stories.tsx', '**/*.test.ts'],
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      skipChildrenPropWithoutDoc: false,
      propFilter: (prop) =>
        listedProp(prop.name, prop.declarations?.map(({ fileName }) => fileName) ?? []),
    },
  },
  // The sidebar lists states; a story tagged `test-case` walks a behaviour through (a retry, a
  // redirect refused) and is shown only when the tag filter asks for it. It runs with the others.
  tags: { 'test-case': { defaultFilterSelection: 'exclude', excludeFromDocsStories: true } },
}

export default config
