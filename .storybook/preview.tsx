import '../src/components/theme/theme.css'

import type { Preview } from '@storybook/react-vite'

import { AppProviders } from '../src/app/providers'
import { applyDarkTheme } from '../src/app/theme'
import { theme } from './theme'

applyDarkTheme()

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    docs: { theme },
    options: {
      storySort: {
        order: ['Introduction', 'Foundations', 'Components', 'Pages', 'User flows'],
      },
    },
  },
  decorators: [
    (Story) => (
      <AppProviders>
        <Story />
      </AppProviders>
    ),
  ],
  beforeEach() {
    applyDarkTheme()
  },
}

export default preview
