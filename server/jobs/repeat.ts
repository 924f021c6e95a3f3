/**
 * A job the server process runs now and then every `everyMs`, one pass at a time (a pass asked
 * for while one runs waits for it), on a timer that never keeps the process alive. `run` asks
 * for a pass now; `stop` clears the timer and waits for a pass under way. `task` handles its
 * own errors.
 */
export function repeat(task: () => Promise<void>, everyMs: number) {
  let running: Promise<void> = Promise.resolve()
  let stopped = false
  const run = () => {
    if (stopped) return
    running = running.then(task)
  }
  run()
  const timer = setInterval(run, everyMs)
  timer.unref()
  return {
    run,
    stop: async () => {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
