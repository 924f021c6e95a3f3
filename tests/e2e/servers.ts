import { availableParallelism } from 'node:os'

/** The e2e servers: one per Playwright worker, on `E2E_PORT`, `E2E_PORT + 1`, … */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)

/**
 * One worker (with its server) per two cores: a worker's Chromium draws the page while its server
 * answers it, so a worker per core starved the app under test (on two cores, two workers made the
 * staff area's ordinary reads take over 5 s). `E2E_WORKERS` sets it.
 */
export const E2E_SERVERS = Math.max(
  1,
  Number(process.env.E2E_WORKERS) || Math.floor(availableParallelism() / 2),
)

/** Worker `n`'s server (workers beyond the servers, asked for on the command line, share them). */
export const serverUrl = (parallelIndex: number) =>
  `http://localhost:${E2E_PORT + (parallelIndex % E2E_SERVERS)}`
