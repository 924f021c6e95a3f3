/**
 * Makes the `id`s in an icon body unique on the page by adding `suffix` to each one and to every
 * reference to it (`url(#id)`, `href="#id"`), so two icons with gradients or clip paths cannot
 * borrow each other's. Bodies without ids (most icons) come back unchanged.
 */
export function withUniqueIds(body: string, suffix: string): string {
  const ids = new Set([...body.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!))
  if (ids.size === 0) return body
  return body.replace(/(\sid="|#)([^"'()\s;]+)(?=["')])/g, (whole, lead: string, id: string) =>
    ids.has(id) ? `${lead}${id}${suffix}` : whole,
  )
}
