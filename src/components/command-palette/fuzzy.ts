/**
 * A small fuzzy matcher for the command palette and the select menu.
 *
 * Every whitespace-separated word of the query must appear in the text as a subsequence
 * (case- and accent-insensitive). Among all ways to align a word the best is chosen: matches at
 * word starts, consecutive runs and the start of the text score higher; skipped characters cost
 * a little. The result carries the matched ranges, so the caller can highlight them.
 */

/** A half-open range `[start, end)` of matched characters in the original text. */
export type MatchRange = readonly [start: number, end: number]

export interface FuzzyMatch {
  /** Higher is better. Only comparable between matches for the same query. */
  score: number
  /** Sorted, non-overlapping ranges of matched characters. */
  ranges: MatchRange[]
}

const SCORE_MATCH = 16
const BONUS_FIRST_CHAR = 12
const BONUS_WORD_START = 10
const BONUS_CONSECUTIVE = 8
const PENALTY_GAP = 1
const PENALTY_LEADING = 0.5
const BONUS_EXACT = 40
const BONUS_PREFIX = 20

/** Lower-cases and strips accents, keeping one output character per input character. */
function fold(text: string): string {
  let out = ''
  for (const ch of text) {
    const base = ch
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
    // Keep indexes aligned with the original: a character that would change length stays as is.
    out += base.length === ch.length ? base : ch
  }
  return out
}

const isAlnum = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}]/u.test(ch)
const isUpper = (ch: string | undefined) =>
  ch !== undefined && ch !== ch.toLowerCase() && ch === ch.toUpperCase()

/** The bonus for a match at position `i` of the original text. */
function positionBonus(text: string, i: number): number {
  if (i === 0) return BONUS_FIRST_CHAR
  const prev = text[i - 1]
  if (!isAlnum(prev)) return BONUS_WORD_START
  if (isUpper(text[i]) && !isUpper(prev)) return BONUS_WORD_START // camelCase
  return 0
}

interface WordMatch {
  score: number
  positions: number[]
}

/**
 * Best alignment of one word (already folded) in the folded text: `best(i, from)` places
 * `word[i..]` at or after `from`, memoised, so every alignment is weighed once.
 */
function matchWord(original: string, folded: string, word: string): WordMatch | null {
  const memo = new Map<number, WordMatch | null>()
  const best = (i: number, from: number): WordMatch | null => {
    if (i === word.length) return { score: 0, positions: [] }
    const key = i * (folded.length + 1) + from
    if (memo.has(key)) return memo.get(key)!
    let found: WordMatch | null = null
    for (let j = folded.indexOf(word[i]!, from); j !== -1; j = folded.indexOf(word[i]!, j + 1)) {
      const rest = best(i + 1, j + 1)
      if (!rest) break // a later start leaves even less room
      const joint =
        i === 0
          ? -PENALTY_LEADING * Math.min(j, 20)
          : j === from
            ? BONUS_CONSECUTIVE
            : -PENALTY_GAP * (j - from)
      const score = SCORE_MATCH + positionBonus(original, j) + joint + rest.score
      if (!found || score > found.score) found = { score, positions: [j, ...rest.positions] }
    }
    memo.set(key, found)
    return found
  }
  return best(0, 0)
}

/** Merges sorted positions into ranges of consecutive characters. */
function toRanges(positions: number[]): MatchRange[] {
  const sorted = [...new Set(positions)].sort((a, b) => a - b)
  const ranges: [number, number][] = []
  for (const p of sorted) {
    const last = ranges[ranges.length - 1]
    if (last && last[1] === p) last[1] = p + 1
    else ranges.push([p, p + 1])
  }
  return ranges
}

/**
 * Matches `query` against `text`. Returns `null` when some word of the query is missing,
 * and a match with score 0 and no ranges for an empty query.
 */
export function fuzzyMatch(query: string, text: string): FuzzyMatch | null {
  const words = fold(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return { score: 0, ranges: [] }
  const folded = fold(text)
  let total = 0
  const positions: number[] = []
  for (const word of words) {
    const match = matchWord(text, folded, word)
    if (!match) return null
    total += match.score
    positions.push(...match.positions)
  }
  const whole = words.join(' ')
  const trimmed = folded.trim()
  if (trimmed === whole) total += BONUS_EXACT
  else if (trimmed.startsWith(whole)) total += BONUS_PREFIX
  return { score: total, ranges: toRanges(positions) }
}

/** Splits text into plain and matched parts, for rendering highlights. */
export function highlightParts(
  text: string,
  ranges: readonly MatchRange[],
): { text: string; match: boolean }[] {
  const parts: { text: string; match: boolean }[] = []
  let at = 0
  for (const [start, end] of ranges) {
    if (start > at) parts.push({ text: text.slice(at, start), match: false })
    parts.push({ text: text.slice(start, end), match: true })
    at = end
  }
  if (at < text.length) parts.push({ text: text.slice(at), match: false })
  return parts
}

export interface Searchable {
  label: string
  keywords?: readonly string[]
}

export interface RankedResult<T> {
  item: T
  score: number
  /** Matched ranges in `item.label` (empty when only a keyword matched). */
  ranges: MatchRange[]
}

/**
 * Filters and ranks items by label (and, at a lower weight, keywords). Stable for ties; an empty
 * query keeps every item in its order. `limit` caps the number of results.
 */
export function fuzzyFilter<T extends Searchable>(
  items: readonly T[],
  query: string,
  limit = Number.POSITIVE_INFINITY,
): RankedResult<T>[] {
  const none = Number.NEGATIVE_INFINITY
  return items
    .flatMap((item, index) => {
      const onLabel = fuzzyMatch(query, item.label)
      const onKeywords = (item.keywords ?? []).map(
        (k) => (fuzzyMatch(query, k)?.score ?? none) * 0.8,
      )
      const score = Math.max(onLabel?.score ?? none, ...onKeywords)
      return score === none ? [] : [{ item, score, ranges: onLabel?.ranges ?? [], index }]
    })
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map(({ item, score, ranges }) => ({ item, score, ranges }))
}
