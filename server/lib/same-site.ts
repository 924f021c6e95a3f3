import { type Context } from 'hono'

/**
 * Whether a request comes from the app's own pages, as far as the browser says
 * (`Sec-Fetch-Site`, `Origin`): a page on another site must not sign a staff browser into an
 * account of its choosing, or book in a guest's name. Clients that send neither (scripts, tests)
 * are let through; `Origin: null` (a sandboxed or privacy-stripped page) is not.
 */
export function fromOwnSite(c: Context, trustedProxies: number): boolean {
  const site = c.req.header('sec-fetch-site')
  if (site && site !== 'same-origin' && site !== 'none') return false
  const origin = c.req.header('origin')
  if (!origin) return true
  let host: string
  try {
    host = new URL(origin).host
  } catch {
    return false
  }
  const hosts = [c.req.header('host'), new URL(c.req.url).host]
  if (trustedProxies > 0) hosts.push(c.req.header('x-forwarded-host')?.split(',')[0]?.trim())
  return hosts.includes(host)
}
