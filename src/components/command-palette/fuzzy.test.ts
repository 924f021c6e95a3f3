import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { fuzzyFilter, matchRanges } from './fuzzy'

const highlighted = (query: string, text: string) => {
  let out = ''
  let at = 0
  for (const [start, end] of matchRanges(query, text)) {
    out += `${text.slice(at, start)}[${text.slice(start, end)}]`
    at = end
  }
  return out + text.slice(at)
}
const labels = (items: readonly { label: string }[], query: string) =>
  fuzzyFilter(items, query).map((result) => result.item.label)

describe('matchRanges', () => {
  it('matches an empty query with no ranges', () => {
    expect(matchRanges('', 'Garden room')).toEqual([])
    expect(matchRanges('   ', 'Garden room')).toEqual([])
  })

  it('finds nothing when a letter of the query is missing in order', () => {
    expect(matchRanges('xyz', 'Garden room')).toEqual([])
    expect(matchRanges('moorg', 'Garden room')).toEqual([])
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
    expect(highlighted('orch st', 'Orchard suite')).toBe('[Orch]ard [s]ui[t]e')
    // When word starts lead nowhere, any letters in order.
    expect(highlighted('grdn', 'Garden room')).toBe('[G]a[rd]e[n] room')
  })

  it('needs every word of the query, in any order', () => {
    expect(highlighted('room garden', 'Garden room')).toBe('[Garden] [room]')
    expect(matchRanges('garden suite', 'Garden room')).toEqual([])
  })

  it('gives sorted ranges inside the text (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.string({ maxLength: 6 }), (text, query) => {
        let last = -1
        for (const [start, end] of matchRanges(query, text)) {
          expect(start).toBeGreaterThan(last)
          expect(end).toBeGreaterThan(start)
          expect(end).toBeLessThanOrEqual(text.length)
          last = end
        }
      }),
    )
  })

  it('spells every subsequence of the text (property)', () => {
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
          const matched = matchRanges(query, text)
            .map(([s, e]) => text.slice(s, e))
            .join('')
          expect(matched.toLowerCase()).toBe(query.toLowerCase())
          expect(labels([{ label: text }], query)).toHaveLength(1)
        },
      ),
    )
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
    expect(labels(rooms, '')).toEqual(rooms.map((r) => r.label))
  })

  it('drops non-matches and sorts the best first', () => {
    expect(labels(rooms, 'room')[0]).toBe('Room')
    expect(labels(rooms, 'room')).not.toContain('Parking')
    expect(labels(rooms, 'room')).toContain('Suite')
  })

  it('ranks exact, then prefix, then word-start, then scattered matches', () => {
    const texts = ['Reception office map', 'Bathroom', 'Garden room', 'Rooms', 'Room']
    expect(
      labels(
        texts.map((label) => ({ label })),
        'room',
      ),
    ).toEqual([...texts].reverse())
  })

  it('needs every word, in any order, ignoring accents', () => {
    expect(labels(rooms, 'room garden')).toEqual(['Garden room'])
    expect(labels([{ label: 'Café terrace' }], 'terrace cafe')).toEqual(['Café terrace'])
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
