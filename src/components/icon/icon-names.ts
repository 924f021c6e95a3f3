/** `prefix:name`, both parts lower-case words joined by hyphens (Iconify's naming). */
export const ICON_NAME_PATTERN = /^([a-z0-9]+(?:-[a-z0-9]+)*):([a-z0-9]+(?:[-_][a-z0-9]+)*)$/

/** Splits `prefix:name`; null for anything else. */
export function parseIconName(value: string): { prefix: string; name: string } | null {
  const match = ICON_NAME_PATTERN.exec(value)
  return match ? { prefix: match[1]!, name: match[2]! } : null
}

/** Groups full icon names by prefix, each group sorted and without repeats; invalid names are left out. */
export function groupByPrefix(names: Iterable<string>): Map<string, string[]> {
  const groups = new Map<string, Set<string>>()
  for (const full of names) {
    const parsed = parseIconName(full)
    if (!parsed) continue
    let group = groups.get(parsed.prefix)
    if (!group) groups.set(parsed.prefix, (group = new Set()))
    group.add(parsed.name)
  }
  return new Map([...groups].map(([prefix, set]) => [prefix, [...set].sort()]))
}

/** Longest URL a batch may make; Iconify's API answers URLs well beyond this. */
export const MAX_ICON_URL_LENGTH = 500

/**
 * The requests that fetch `names` of one icon set from an Iconify-style API at `base`:
 * `${base}/${prefix}.json?icons=a,b,c`, split so that no URL is longer than `maxLength`.
 */
export function iconSetUrls(
  base: string,
  prefix: string,
  names: readonly string[],
  maxLength = MAX_ICON_URL_LENGTH,
): string[] {
  const head = `${base.replace(/\/+$/, '')}/${prefix}.json?icons=`
  const urls: string[] = []
  let batch: string[] = []
  for (const name of names) {
    if (batch.length > 0 && head.length + [...batch, name].join(',').length > maxLength) {
      urls.push(head + batch.join(','))
      batch = []
    }
    batch.push(name)
  }
  if (batch.length > 0) urls.push(head + batch.join(','))
  return urls
}
