/**
 * Loaded into the server process by the soak test only (`--expose-gc --import`), never by the
 * product: when the test asks over the IPC channel, it collects garbage and answers with the
 * process's memory use, so samples show what is retained rather than when V8 last collected.
 */
declare const gc: (() => void) | undefined

process.on('message', (message) => {
  if (message !== 'memory') return
  if (typeof gc === 'function') gc()
  process.send?.({ type: 'memory', gc: typeof gc === 'function', ...process.memoryUsage() })
})
