import { describe, expect, it } from 'vitest'

import { bookingView, EXPECTED_STAY } from './bookings'
import { bookingsCsv, bookingsCsvName, csvAmount, csvCell, reportCsv, toCsv } from './csv'
import { computeReport } from './reports'

describe('CSV', () => {
  it('quotes what must be quoted and doubles quotes', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a, b')).toBe('"a, b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell(null)).toBe('')
    expect(csvCell(-3)).toBe('-3')
  })

  it('never lets a text cell run as a formula', () => {
    for (const text of ['=1+1', '+351 900', '-2', '@SUM(A1)', '\tx', '\rx']) {
      expect(csvCell(text).replace(/^"/, '')).toMatch(/^'/)
    }
  })

  it('starts with a byte-order mark and ends each line with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        [1, 'ç€'],
      ]),
    ).toBe('\uFEFFa,b\r\n1,ç€\r\n')
  })

  it('writes amounts in the currency’s major unit', () => {
    expect(csvAmount(28_500, 'EUR')).toBe('285.00')
    expect(csvAmount(5, 'EUR')).toBe('0.05')
    expect(csvAmount(12_000, 'JPY')).toBe('12000')
  })

  it('writes one row per booking under the header', () => {
    const booking = bookingView(
      {
        id: 'b1',
        reference: 'ABCDE12345',
        referencePrefix: 'NJ',
        roomId: 1,
        checkIn: '2026-12-10',
        checkOut: '2026-12-13',
        guests: 2,
        guest: { name: '=HYPERLINK("x")', email: 'a@b.c', phone: '+351 1', notes: 'late, "quiet"' },
        total: 28_500,
        currency: 'EUR',
        status: 'confirmed',
        createdAt: '2026-11-01T10:00:00.000Z',
        cancelledAt: null,
        cancelledBy: null,
        createdBy: 'guest',
        ...EXPECTED_STAY,
        freeCancellationDays: 2,
      },
      'Garden Room',
    )
    const lines = bookingsCsv([booking]).slice(1).split('\r\n')
    expect(lines[0]).toMatch(/^Reference,Status,Room,Check-in,Check-out,Nights,Guests,/)
    expect(lines[1]).toBe(
      `NJ-ABCDE-12345,confirmed,Garden Room,2026-12-10,2026-12-13,3,2,"'=HYPERLINK(""x"")",a@b.c,'+351 1,285.00,EUR,2026-11-01T10:00:00.000Z,,,"late, ""quiet"""`,
    )
    expect(lines[2]).toBe('')
  })

  it('writes a report’s buckets and its total', () => {
    const report = computeReport({
      period: 'week',
      date: '2026-06-03',
      currency: 'EUR',
      rooms: [{ id: 1, capacity: 2, rate: 9_500, active: true }],
      bookings: [
        {
          roomId: 1,
          checkIn: '2026-06-02',
          checkOut: '2026-06-04',
          status: 'confirmed',
          total: 19_000,
        },
      ],
      closures: [],
    })
    const lines = reportCsv(report).slice(1).trim().split('\r\n')
    expect(lines).toHaveLength(1 + 7 + 1)
    expect(lines.at(-1)).toBe(`Total,${report.from},${report.to},2,7,28.6,190.00`)
  })

  it('names the file after the filter', () => {
    expect(bookingsCsvName({})).toBe('nightjar-bookings.csv')
    expect(
      bookingsCsvName({
        status: 'confirmed',
        from: '2026-12-01',
        to: '2026-12-31',
        q: 'Rossi / NJ',
      }),
    ).toBe('nightjar-bookings-confirmed-2026-12-01-to-2026-12-31-rossi-nj.csv')
  })
})
