/** Structured logs: one JSON line per event. Never pass tokens, passwords or bodies here. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
}

export function jsonLogger(
  write: (line: string) => void = (line) => process.stdout.write(line),
): Logger {
  const log = (level: string, message: string, fields?: Record<string, unknown>) =>
    write(`${JSON.stringify({ time: new Date().toISOString(), level, message, ...fields })}\n`)
  return {
    info: (message, fields) => log('info', message, fields),
    error: (message, fields) => log('error', message, fields),
  }
}

export const silentLogger: Logger = { info: () => {}, error: () => {} }
