/**
 * API answers known before the app starts: a prerendered page's payload. While the page hydrates,
 * the API client answers these GETs from here instead of calling the API (every loader of the
 * first page that asks, the layout's and the page's alike); they are dropped once the first page
 * is up, so later loads always ask the API.
 */
const primed = new Map<string, unknown>()

/** Makes these answers (keyed by path under the API base, query included) available. */
export function primeResponses(answers: Record<string, unknown>) {
  for (const [key, value] of Object.entries(answers)) primed.set(key, value)
}

/** The primed answer for a GET, if any. */
export function primedResponse(key: string): { value: unknown } | undefined {
  return primed.has(key) ? { value: primed.get(key) } : undefined
}

/** Drops every answer not used. */
export function clearPrimedResponses() {
  primed.clear()
}
