import './components/theme/theme.css'

import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'

import { App } from './app/app'
import { firstLoad, loadPagePayload } from './app/hydration'
import { createAppRouter } from './app/router'
import { applyDarkTheme, applyThemeColor } from './app/theme'
import { clearPrimedResponses, primeResponses } from './lib/primed-responses'

applyThemeColor()
applyDarkTheme()

/**
 * Starts the app. Not awaited at the top level: page chunks import from this module, so a
 * top-level wait for the first page's code would never end.
 */
async function start() {
  // `npm run dev:mock`: the API is the MSW mocks, started before the app's first request.
  if (import.meta.env.VITE_MOCK_API) await (await import('@mocks/browser')).startMockWorker()

  const container = document.getElementById('root')!
  // A prerendered page (`/`, `/blank`) comes with its markup and its data: the router loads the
  // page from the payload's API answers, then React hydrates the markup instead of drawing it anew.
  const payload = await loadPagePayload(container)
  if (payload) primeResponses(payload.api)

  const router = createAppRouter()
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  )
  const hydrate = payload !== undefined && (await firstLoad(router))
  clearPrimedResponses()
  if (!hydrate) {
    createRoot(container).render(app)
    return
  }
  // The markup is already on screen: let the browser paint it first, then hydrate in a
  // transition, which React splits into short tasks so the page answers input meanwhile.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
  startTransition(() => {
    hydrateRoot(container, app)
  })
}

void start()
