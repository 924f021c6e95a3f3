/** The e2e servers: one per Playwright worker, on `E2E_PORT`, `E2E_PORT + 1`, … */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)
export const E2E_SERVERS = 2

/** Worker `n`'s server (workers beyond the servers, asked for on the command line, share them). */
export const serverUrl = (parallelIndex: number) =>
  `http://localhost:${E2E_PORT + (parallelIndex % E2E_SERVERS)}`
