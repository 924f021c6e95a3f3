/**
 * Resolves the dark theme's tokens to concrete colours from CSS source text (Node side), so the
 * contrast rules can be checked without a browser.
 */
export function readCustomProperties(css: string, selector?: string): Map<string, string> {
  let source = css
  if (selector) {
    const start = css.indexOf(`${selector} {`)
    if (start < 0) throw new Error(`No "${selector}" block found`)
    source = css.slice(start, css.indexOf('}', start))
  }
  const props = new Map<string, string>()
  for (const match of source.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
    props.set(match[1]!, match[2]!.trim())
  }
  return props
}

export function resolveVar(value: string, scopes: Map<string, string>[], depth = 0): string {
  const ref = /^var\((--[\w-]+)\)$/.exec(value)
  if (!ref) return value
  if (depth > 10) throw new Error(`Circular reference at ${value}`)
  for (const scope of scopes) {
    const next = scope.get(ref[1]!)
    if (next !== undefined) return resolveVar(next, scopes, depth + 1)
  }
  throw new Error(`Undefined custom property ${ref[1]}`)
}
