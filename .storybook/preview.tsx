import '@/components/theme/theme.css'

import { handlers, resetMockStore } from '@mocks/handlers'
import type { Preview } from '@storybook/react-vite'
import { type SetupWorker, setupWorker } from 'msw/browser'
import { createPreviewAnnotations } from 'msw-storybook-addon/preview'

import { AppProviders } from '@/app/providers'
import { applyDarkTheme } from '@/app/theme'

import { onlyWorkingControls } from './controls'
import { isolateDocsFrameStorage } from './docs-frame-storage'
import { DocsPage } from './docs-page'
import { printQueryErrorsLazily } from './query-errors'
import { startStoryClock } from './story-clock'
import { theme } from './theme'
import { viewportOptions } from './viewports'

isolateDocsFrameStorage()
printQueryErrorsLazily()
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

/** The axe rule for WCAG 2.1's "Label in Name", which axe leaves off (see `a11y` below). */
const LABEL_IN_NAME = 'label-content-name-mismatch'

const preview: Preview = {
  tags: ['autodocs'],
  argTypesEnhancers: [onlyWorkingControls],
  parameters: {
    layout: 'centered',
    a11y: {
      test: 'error',
      options: {
        // WCAG 2.1's "Label in Name" (2.5.3, level A): axe ships it as experimental, off unless
        // asked for, which is how a staff link named otherwise than it reads went unseen.
        rules: { [LABEL_IN_NAME]: { enabled: true } },
        // A test run (`npm test`, `vitest`) needs the violations only: axe then describes one
        // element of each passing rule rather than every one (the Rates stories took a tenth
        // less time), and the report each story sends back shrinks with it. The catalogue's
        // accessibility panel keeps its full lists.
        ...(import.meta.env.VITEST_STORYBOOK === 'false' && { resultTypes: ['violations'] }),
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every component's page has the same sections (see docs-page.tsx); pages and flows a plainer one.
    docs: { theme, page: DocsPage },
    viewport: { options: viewportOptions },
    options: {
      // Foundations, Components (A–Z), Patterns, Pages (by area, in the order people meet
      // them), User flows. Entries of one title keep their order in the file. Storybook reads this
      // function's source and runs it on its own: it uses nothing from outside, and no types.
      storySort: (a, b) => {
        const order = [
          'Introduction',
          'QA status',
          'Foundations/Colours',
          'Foundations/Typography',
          'Foundations/Spacing and radius',
          'Foundations/Tokens',
          'Components/',
          'Patterns/Forms',
          'Patterns/Loading',
          'Patterns/Empty states',
          'Patterns/Errors',
          'Patterns/',
          'Pages/Guest/Home',
          'Pages/Guest/Result',
          'Pages/Guest/Booking',
          'Pages/Staff/Sign in',
          'Pages/Staff/Layout',
          'Pages/Staff/Front desk',
          'Pages/Staff/Overview',
          'Pages/Staff/Bookings',
          'Pages/Staff/Rooms',
          'Pages/Staff/Rates',
          'Pages/Staff/Reports',
          'Pages/Staff/Emails',
          'Pages/Staff/Settings',
          'Pages/Staff/Staff accounts',
          'Pages/Staff/Account',
          'Pages/Staff/Command palette',
          'Pages/',
          'User flows/',
        ]
        const rank = (title = '') => {
          const exact = order.indexOf(title)
          if (exact >= 0) return exact
          const group = order.findIndex(
            (prefix) => prefix.endsWith('/') && title.startsWith(prefix),
          )
          return group >= 0 ? group : order.length
        }
        return rank(a.title) - rank(b.title) || a.title.localeCompare(b.title, 'en')
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
