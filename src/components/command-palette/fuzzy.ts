import { defaultFilter } from 'cmdk'

/*
 * Search for the command palette and the select menu: every word of the query, in any order and
 * ignoring case and accents, ranked by cmdk's command-score. The letters a label matched come
 * back as ranges, for highlighting.
 */

/** A half-open range `[start, end)` of matched characters in the original text. */
export type MatchRange = readonly [start: number, end: number]

/** Lower-cases and strips accents, one character for each of the text's, so indexes still match. */
const fold = (text: string) =>
  text.replace(/./gsu, (ch) => {
    const base = ch
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
    return base.length === ch.length ? base : ch
  })

const wordsOf = (query: string) => fold(query).split(/\s+/).filter(Boolean)

/** Whether `text[i]` starts a word: after a non-letter, or a capital after a small letter. */
const startsWord = (text: string, i: number) =>
  !/[\p{L}\p{N}]/u.test(text[i - 1] ?? '') || /\p{Ll}\p{Lu}/u.test(text.slice(i - 1, i + 1))

/**
 * The positions of a word's letters in `text`, in order: each letter continues the run when it
 * can, else takes the next word start that has it (with `atWords`), else the next such letter.
 */
function spell(text: string, folded: string, word: string, atWords: boolean) {
  const positions: number[] = []
  for (const letter of word.split('')) {
    const from = (positions.at(-1) ?? -1) + 1
    let at = folded.indexOf(letter, from)
    let start = at
    while (atWords && start > from && !startsWord(text, start)) {
      start = folded.indexOf(letter, start + 1)
    }
    if (start !== -1) at = start
    if (at === -1) return null
    positions.push(at)
  }
  return positions
}

/** The ranges of `text` that the query's words match, to highlight; none unless all of them do. */
export function matchRanges(query: string, text: string): MatchRange[] {
  const folded = fold(text)
  const positions = new Set<number>()
  for (const word of wordsOf(query)) {
    const found = spell(text, folded, word, true) ?? spell(text, folded, word, false)
    if (!found) return []
    found.forEach((position) => positions.add(position))
  }
  const ranges: [number, number][] = []
  for (const position of [...positions].sort((a, b) => a - b)) {
    const last = ranges.at(-1)
    if (last?.[1] === position) last[1] = position + 1
    else ranges.push([position, position + 1])
  }
  return ranges
}

/**
 * The items whose label, or one of whose keywords, has every word of the query; best first by
 * cmdk's command-score, a keyword a little lower than the label (ties and an empty query keep
 * the items' order). With the label's matched ranges; `limit` caps the results.
 */
export function fuzzyFilter<T extends { label: string; keywords?: readonly string[] }>(
  items: readonly T[],
  query: string,
  limit = Number.POSITIVE_INFINITY,
): { item: T; ranges: MatchRange[] }[] {
  const words = wordsOf(query)
  const scoreOf = (text: string, weight: number) =>
    words.reduce((product, word) => product * defaultFilter(fold(text), word), weight)
  return items
    .map((item) => {
      const keywords = (item.keywords ?? []).map((keyword) => scoreOf(keyword, 0.8))
      return { item, score: Math.max(scoreOf(item.label, 1), ...keywords) }
    })
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ item }) => ({ item, ranges: matchRanges(query, item.label) }))
}
