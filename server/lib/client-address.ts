import { getConnInfo } from '@hono/node-server/conninfo'
import { type Context } from 'hono'

/**
 * The address of the client a request comes from, for the limits. The socket's peer, unless
 * `trustedProxies` proxies stand in front of the server (`TRUST_PROXY`): then the address the
 * outermost trusted proxy saw, counted from the right of `X-Forwarded-For`, so a client that
 * sends its own header can only add entries that are never read.
 */
export function clientAddress(c: Context, trustedProxies: number): string {
  let peer: string | undefined
  try {
    peer = getConnInfo(c).remote.address
  } catch {
    peer = undefined // not served by Node (tests through app.request())
  }
  if (trustedProxies <= 0) return peer ?? 'unknown'
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  const chain = peer ? [...forwarded, peer] : forwarded
  return chain[chain.length - 1 - trustedProxies] ?? chain[0] ?? 'unknown'
}

/**
 * Whether the visitor reached the site over https: the request's own scheme, or, behind trusted
 * proxies (`TRUST_PROXY`), the scheme the outermost one says it was asked in (`X-Forwarded-Proto`,
 * its first entry). Without a trusted proxy the header is not believed.
 */
export function isHttps(c: Context, trustedProxies: number): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true
  if (trustedProxies <= 0) return false
  return c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https'
}

/** `TRUST_PROXY`: how many proxies stand in front of the server (0, the default, for none). */
export function trustedProxiesFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return 0
  const hops = Number(value)
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new Error(
      `TRUST_PROXY must be the number of proxies in front of the server (0–10), not "${value}".`,
    )
  }
  return hops
}
