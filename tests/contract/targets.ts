/**
 * The two implementations of the API the contract suite runs against: the MSW handlers (through
 * `fetch`, intercepted by msw/node) and the real server on a fresh demo database (`app.request`).
 */
import { createHandlers } from '@mocks/handlers'
import { iconHandlers } from '@mocks/icons'
import { createMockStore } from '@mocks/store'
import { setupServer } from 'msw/node'

import { createApp } from '../../server/app'
import { createLogger } from '../../server/lib/logger'
import { createMailer } from '../../server/mail/mailer'
import { openDemoDb, ROOMY_LIMITS } from '../api/test-db'

export interface Target {
  name: string
  /** Calls `path` under the API base. */
  request(path: string, init?: RequestInit): Promise<Response>
  close(): Promise<void>
}

const ORIGIN = 'http://nightjar.test'

export async function mockTarget(): Promise<Target> {
  const server = setupServer(...createHandlers({ store: createMockStore() }), ...iconHandlers)
  server.listen({ onUnhandledFrame: 'error' })
  return {
    name: 'mocks',
    request: (path, init) => fetch(`${ORIGIN}/api${path}`, init),
    close: async () => server.close(),
  }
}

export async function serverTarget(): Promise<Target> {
  const db = await openDemoDb()
  // Unexpected server errors are printed, so a failing case shows its cause.
  const app = createApp({
    db,
    // The mocks keep no limits; the contract is about answers, not how many (tests/api/limits).
    limits: ROOMY_LIMITS,
    logger: createLogger({ level: 'error', destination: process.stderr }),
  })
  // Without a mail server, as the mocks: each email is composed and kept for staff, here before
  // every call (the server's mailer does it within seconds).
  const mailer = createMailer({ db, publicUrl: ORIGIN })
  return {
    name: 'server',
    request: async (path, init) => {
      await mailer.pass()
      return app.request(`${ORIGIN}/api${path}`, init)
    },
    close: () => db.close(),
  }
}
