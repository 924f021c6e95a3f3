import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { fuzzyFilter, fuzzyMatch, highlightParts } from './fuzzy'

const highlighted = (query: string, text: string) => {
  const match = fuzzyMatch(query, text)
  if (!match) return null
  return highlightParts(text, match.ranges)
    .map((part) => (part.match ? `[${part.text}]` : part.text))
    .join('')
}

describe('fuzzyMatch', () => {
  it('matches an empty query with no ranges', () => {
    expect(fuzzyMatch('', 'Garden room')).toEqual({ score: 0, ranges: [] })
    expect(fuzzyMatch('   ', 'Garden room')).toEqual({ score: 0, ranges: [] })
  })

  it('rejects text that lacks a letter of the query in order', () => {
    expect(fuzzyMatch('xyz', 'Garden room')).toBeNull()
    expect(fuzzyMatch('moorg', 'Garden room')).toBeNull()
  })

  it('ignores case and accents', () => {
    expect(highlighted('CAFE', 'Café terrace')).toBe('[Café] terrace')
    expect(highlighted('résumé', 'Resume booking')).toBe('[Resume] booking')
  })

  it('prefers word starts and consecutive runs for highlights', () => {
    expect(highlighted('room', 'Garden room')).toBe('Garden [room]')
    expect(highlighted('gr', 'Garden room')).toBe('[G]arden [r]oom')
    expect(highlighted('nb', 'New booking')).toBe('[N]ew [b]ooking')
    expect(highlighted('nb', 'newBooking')).toBe('[n]ew[B]ooking')
  })

  it('needs every word of the query, in any order', () => {
    expect(highlighted('room garden', 'Garden room')).toBe('[Garden] [room]')
    expect(fuzzyMatch('garden suite', 'Garden room')).toBeNull()
  })

  it('ranks exact, then prefix, then word-start, then scattered matches', () => {
    const score = (text: string) => fuzzyMatch('room', text)!.score
    expect(score('Room')).toBeGreaterThan(score('Rooms'))
    expect(score('Rooms')).toBeGreaterThan(score('Garden room'))
    expect(score('Garden room')).toBeGreaterThan(score('Bathroom'))
    expect(score('Bathroom')).toBeGreaterThan(score('Reception office map'))
  })

  it('gives ranges inside the text that spell the query (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.string({ maxLength: 6 }), (text, query) => {
        const match = fuzzyMatch(query, text)
        if (!match) return
        let last = -1
        for (const [start, end] of match.ranges) {
          expect(start).toBeGreaterThan(last)
          expect(end).toBeGreaterThan(start)
          expect(end).toBeLessThanOrEqual(text.length)
          last = end
        }
      }),
    )
  })

  it('finds every subsequence of the text (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'abcdef XY'), minLength: 1, maxLength: 20 }),
        fc.array(fc.nat(), { maxLength: 5 }),
        (text, picks) => {
          const indexes = [...new Set(picks.map((p) => p % text.length))].sort((a, b) => a - b)
          const query = indexes
            .map((i) => text[i])
            .join('')
            .replace(/\s/g, '')
          const match = fuzzyMatch(query, text)
          expect(match).not.toBeNull()
          const matched = match!.ranges.map(([s, e]) => text.slice(s, e)).join('')
          expect(matched.toLowerCase()).toBe(query.toLowerCase())
        },
      ),
    )
  })
})

describe('highlightParts', () => {
  it('splits text into plain and matched parts', () => {
    expect(highlightParts('abcdef', [[1, 3]])).toEqual([
      { text: 'a', match: false },
      { text: 'bc', match: true },
      { text: 'def', match: false },
    ])
    expect(highlightParts('abc', [])).toEqual([{ text: 'abc', match: false }])
  })
})

describe('fuzzyFilter', () => {
  const rooms = [
    { label: 'Bathroom' },
    { label: 'Garden room' },
    { label: 'Room' },
    { label: 'Suite', keywords: ['room', 'large'] },
    { label: 'Parking' },
  ]

  it('keeps every item in order for an empty query', () => {
    expect(fuzzyFilter(rooms, '').map((r) => r.item.label)).toEqual(rooms.map((r) => r.label))
  })

  it('drops non-matches and sorts the best first', () => {
    const labels = fuzzyFilter(rooms, 'room').map((r) => r.item.label)
    expect(labels[0]).toBe('Room')
    expect(labels).not.toContain('Parking')
    expect(labels).toContain('Suite')
  })

  it('matches keywords without highlighting the label', () => {
    const suite = fuzzyFilter(rooms, 'large')
    expect(suite).toHaveLength(1)
    expect(suite[0]).toMatchObject({ item: { label: 'Suite' }, ranges: [] })
  })

  it('caps the number of results', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ label: `Room ${i}` }))
    expect(fuzzyFilter(many, 'room', 12)).toHaveLength(12)
    expect(fuzzyFilter(many, '', 12)).toHaveLength(12)
  })
})
