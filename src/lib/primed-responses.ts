/**
 * API answers known before the app starts: a prerendered page's payload. While the page hydrates,
 * the API client answers each of these GETs once from here instead of calling the API; what is
 * left is dropped once the first page is up, so later loads always ask the API.
 */
const primed = new Map<string, unknown>()

/** Makes these answers (keyed by path under the API base, query included) available once each. */
export function primeResponses(answers: Record<string, unknown>) {
  for (const [key, value] of Object.entries(answers)) primed.set(key, value)
}

/** Takes the primed answer for a GET, if any (each is used at most once). */
export function takePrimedResponse(key: string): { value: unknown } | undefined {
  if (!primed.has(key)) return undefined
  const value = primed.get(key)
  primed.delete(key)
  return { value }
}

/** Drops every answer not used. */
export function clearPrimedResponses() {
  primed.clear()
}
