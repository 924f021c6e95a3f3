/** The MSW service worker for `npm run dev:mock`: the app runs on the mocks alone. */
import { setupWorker } from 'msw/browser'

import { handlers } from './handlers'

/** Starts the worker before the app renders; other requests pass through. */
export async function startMockWorker() {
  const worker = setupWorker(...handlers)
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true })
  return worker
}
