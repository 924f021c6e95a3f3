import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'

import { App } from './app/app'
import { createAppRouter } from './app/router'
import { loadDeferredParts } from './lib/deferred-part'
import type { keepEarlyTaps } from './lib/early-taps'

/** Starts the app (`src/main.tsx` loads this once the page is on screen). */
export async function start(earlyTaps: ReturnType<typeof keepEarlyTaps>) {
  // `npm run dev:mock`: the API is the MSW mocks, started before the app's first request.
  if (import.meta.env.VITE_MOCK_API) await (await import('@mocks/browser')).startMockWorker()

  const container = document.getElementById('root')!
  // A page the server drew comes with its markup and its router's data: React hydrates the
  // markup instead of drawing it anew, and the router loads nothing again.
  let created: Awaited<ReturnType<typeof createAppRouter>>
  try {
    created = await createAppRouter()
  } catch (error) {
    // The page's code could not be loaded (again, within the chunk-reload guard's window): the
    // page the server drew stays, and works as it does without scripts.
    console.error('The page could not start:', error)
    earlyTaps.forget()
    return
  }
  const { router, hydrated } = created
  const app = (
    <StrictMode>
      <App router={router} onStarted={earlyTaps.replay} />
    </StrictMode>
  )
  if (!hydrated) {
    earlyTaps.forget()
    createRoot(container).render(app)
    // The deferred parts' code (the error page's among them) comes at the first idle moment, so
    // it is here should the line drop later.
    void loadDeferredParts()
    return
  }
  // The markup is already on screen and works as drawn: hydrate once the browser is idle and the
  // code of the parts that only enhance the page (`deferredPart`) has come, in a transition,
  // which React splits into short tasks so the page answers input meanwhile.
  await loadDeferredParts()
  earlyTaps.stop()
  startTransition(() => {
    hydrateRoot(container, app)
  })
}
