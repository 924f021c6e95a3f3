import type { StorybookConfig } from '@storybook/react-vite'

const config: StorybookConfig = {
  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public', '../mocks/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  // The sidebar lists states; a story tagged `test-case` walks a behaviour through (a retry, a
  // redirect refused) and is shown only when the tag filter asks for it. It runs with the others.
  tags: { 'test-case': { defaultFilterSelection: 'exclude', excludeFromDocsStories: true } },
}

export default config
