import { type Server, type ServerOptions, STATUS_CODES } from 'node:http'
import { type Socket } from 'node:net'

/**
 * How the server holds its connections, so slow, silent or reopened sockets cannot keep others
 * out: the headers within 10 s, the whole request within 30 s, idle keep-alive sockets closed
 * after 5 s (each checked every second, not Node's default 30 s), at most `perAddress` sockets
 * from one address at once and `total` in all. Requests Node itself refuses (bad syntax, headers
 * too large, too slow) answer in the API's error shape with the security headers of every other
 * answer.
 */
export interface ConnectionLimits {
  /** Sockets one address may hold open at once (`CONNECTIONS_PER_ADDRESS`); 0 for no cap. */
  perAddress: number
  /** Sockets open at once in all (Node's `maxConnections`). */
  total: number
}

/** A browser opens at most 6 sockets to a site; a house or an office behind one address, more. */
export const CONNECTION_LIMITS: ConnectionLimits = { perAddress: 64, total: 4_000 }

/** Node's own server options: its timeouts checked every second (Node: every 30 s). */
export const SERVER_OPTIONS: ServerOptions = { connectionsCheckingInterval: 1_000 }

const HEADERS_TIMEOUT_MS = 10_000
const REQUEST_TIMEOUT_MS = 30_000
const KEEP_ALIVE_TIMEOUT_MS = 5_000

/**
 * `CONNECTIONS_PER_ADDRESS` (default 64; `0` for none, which a reverse proxy in front of the
 * server needs: every socket then comes from the proxy, which limits them itself).
 */
export function connectionLimitsFromEnv(
  env: { CONNECTIONS_PER_ADDRESS?: string },
  trustedProxies: number,
): ConnectionLimits {
  const value = env.CONNECTIONS_PER_ADDRESS
  if (value === undefined || value === '') {
    return {
      ...CONNECTION_LIMITS,
      perAddress: trustedProxies > 0 ? 0 : CONNECTION_LIMITS.perAddress,
    }
  }
  const perAddress = Number(value)
  if (!Number.isInteger(perAddress) || perAddress < 0 || perAddress > CONNECTION_LIMITS.total) {
    throw new Error(
      `CONNECTIONS_PER_ADDRESS must be a whole number from 0 to ${CONNECTION_LIMITS.total}, not "${value}".`,
    )
  }
  return { ...CONNECTION_LIMITS, perAddress }
}

/** Applies the limits to a listening (or about to listen) server; `securityHeaders` are lines. */
export function guardConnections(
  server: Server,
  limits: ConnectionLimits,
  securityHeaders: string,
): void {
  server.headersTimeout = HEADERS_TIMEOUT_MS
  server.requestTimeout = REQUEST_TIMEOUT_MS
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
  server.maxConnections = limits.total

  if (limits.perAddress > 0) {
    const open = new Map<string, number>()
    server.on('connection', (socket: Socket) => {
      const address = socket.remoteAddress ?? 'unknown'
      const count = (open.get(address) ?? 0) + 1
      if (count > limits.perAddress) {
        // Closed before a byte is read: the address's other sockets carry its requests.
        socket.destroy()
        return
      }
      open.set(address, count)
      socket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1
        if (left > 0) open.set(address, left)
        else open.delete(address)
      })
    })
  }

  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy()
      return
    }
    const status =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? 408
          : 400
    const body = JSON.stringify({
      error: {
        code: status === 408 ? 'request_timeout' : 'bad_request',
        message: status === 431 ? 'The request headers are too large.' : STATUS_CODES[status],
      },
    })
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\n` +
        `Cache-Control: no-store\r\n${securityHeaders}` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    )
  })
}
