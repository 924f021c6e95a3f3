import '@/components/theme/theme.css'

import { handlers, resetMockStore } from '@mocks/handlers'
import type { Preview } from '@storybook/react-vite'
import { type SetupWorker, setupWorker } from 'msw/browser'
import { createPreviewAnnotations } from 'msw-storybook-addon/preview'

import { AppProviders } from '@/app/providers'
import { applyDarkTheme } from '@/app/theme'

import { startStoryClock } from './story-clock'
import { theme } from './theme'

applyDarkTheme()
startStoryClock()

// One MSW worker for the whole catalogue, started once even when a docs page renders several
// stories at the same time (two concurrent starts would both try to patch WebSocket).
let worker: Promise<SetupWorker> | undefined
function startMockWorker() {
  worker ??= (async () => {
    const instance = setupWorker()
    await instance.start({
      quiet: true,
      onUnhandledRequest(request, print) {
        if (new URL(request.url).pathname.startsWith('/api/')) print.warning()
      },
    })
    return instance
  })()
  return worker
}
const mswAddon = createPreviewAnnotations(startMockWorker)

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
  async beforeEach(context) {
    const cleanup = await mswAddon.beforeEach(context)
    const { msw } = context
    applyDarkTheme()
    // Every story starts at the same instant, on a fresh mock API (the demo data); stories add
    // their own handlers.
    startStoryClock()
    resetMockStore()
    // And with no form drafts: what one story typed does not reappear in the next.
    sessionStorage.clear()
    msw.use(...handlers)
    return cleanup
  },
}

export default preview
