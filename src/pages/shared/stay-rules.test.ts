import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

import { MAX_DAYS_AHEAD as API_MAX_DAYS_AHEAD, MAX_NIGHTS as API_MAX_NIGHTS } from '@/api/contract'
import { paths } from '@/api/paths'
import { addDays, daysBetween } from '@/domain/calendar'
import { formatDate, formatDateRange } from '@/domain/format'
import { fromIsoDate, toIsoDate } from '@/domain/local-dates'
import { guestsLabel, nightsLabel } from '@/domain/plural'
import { formatPrice } from '@/domain/price'

import { PUBLIC_PATHS } from './public-api'
import { hasRoomPhoto, innPhoto, roomPhoto } from './room-photos'
import {
  bookingPath,
  lastCheckOut,
  MAX_DAYS_AHEAD,
  MAX_GUESTS,
  MAX_NIGHTS,
  MIN_GUESTS,
  resultPath,
  validateSearch,
} from './stay-rules'

const today = '2026-01-14'

describe('search rules', () => {
  it('match the API contract', () => {
    expect(MAX_NIGHTS).toBe(API_MAX_NIGHTS)
    expect(MAX_DAYS_AHEAD).toBe(API_MAX_DAYS_AHEAD)
    expect([MIN_GUESTS, MAX_GUESTS]).toEqual([1, 8])
    for (const key of ['inn', 'rooms', 'availability', 'bookings'] as const) {
      expect(PUBLIC_PATHS[key]).toBe(paths[key])
    }
  })

  it('accept a stay of 1 to 30 nights from today up to a year ahead, for 1 to 8 guests', () => {
    expect(validateSearch({ checkIn: today, checkOut: '2026-01-15', guests: 1 }, today)).toEqual({})
    expect(
      validateSearch(
        { checkIn: addDays(today, 365), checkOut: addDays(today, 395), guests: 8 },
        today,
      ),
    ).toEqual({})
  })

  it('say what to fix', () => {
    const check = (checkIn: string | null, checkOut: string | null, guests: number | null) =>
      validateSearch({ checkIn, checkOut, guests }, today)
    expect(check(null, null, 2).dates).toBe('Choose your check-in and check-out dates.')
    expect(check('2026-01-13', '2026-01-15', 2).dates).toBe('Check-in cannot be in the past.')
    expect(check(addDays(today, 366), addDays(today, 367), 2).dates).toBe(
      'Check-in can be at most 365 days ahead.',
    )
    expect(check(today, today, 2).dates).toBe('Check-out must be after check-in.')
    expect(check(today, addDays(today, 31), 2).dates).toBe('A stay is at most 30 nights.')
    expect(check(today, addDays(today, 1), null).guests).toBe('Enter the number of guests.')
    expect(check(today, addDays(today, 1), 0).guests).toBe('Enter 1 to 8 guests.')
    expect(check(today, addDays(today, 1), 9).guests).toBe('Enter 1 to 8 guests.')
    expect(check(today, addDays(today, 1), 1.5).guests).toBe('Enter the number of guests.')
  })

  it('build the result and booking addresses', () => {
    const stay = { checkIn: '2026-02-01', checkOut: '2026-02-04', guests: 2 }
    expect(resultPath(stay)).toBe('/result?checkIn=2026-02-01&checkOut=2026-02-04&guests=2')
    expect(bookingPath(3, stay)).toBe(
      '/booking?room=3&checkIn=2026-02-01&checkOut=2026-02-04&guests=2',
    )
    expect(lastCheckOut(today)).toBe(addDays(today, 395))
  })
})

describe('dates', () => {
  it('convert between calendar days and local dates', () => {
    const date = fromIsoDate('2026-03-29')!
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([
      2026, 2, 29, 0,
    ])
    expect(toIsoDate(date)).toBe('2026-03-29')
    expect(fromIsoDate('2026-02-30')).toBeUndefined()
    expect(fromIsoDate('26-02-01')).toBeUndefined()
    expect(toIsoDate(fromIsoDate('0099-01-01')!)).toBe('0099-01-01')
  })

  it('count and add days across months and leap days', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2)
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
  })
})

describe('formatting', () => {
  it('writes amounts in minor units in the currency, with its own decimals', () => {
    expect(formatPrice(9500, 'EUR')).toBe('€95')
    expect(formatPrice(9550, 'EUR')).toBe('€95.50')
    expect(formatPrice(123456, 'USD')).toBe('$1,234.56')
    expect(formatPrice(9500, 'JPY')).toBe('¥9,500')
    expect(formatPrice(1000, 'GBP', 'en-GB')).toBe('£10')
  })

  it('writes days and stays as calendar days', () => {
    expect(formatDate('2026-01-20')).toBe('Tue, Jan 20, 2026')
    expect(formatDateRange('2026-01-20', '2026-01-23')).toMatch(/^Jan 20\s*–\s*23, 2026$/)
    expect(formatDateRange('2026-12-30', '2027-01-02')).toMatch(/^Dec 30, 2026\s*–\s*Jan 2, 2027$/)
    expect([nightsLabel(1), nightsLabel(3), guestsLabel(1), guestsLabel(2)]).toEqual([
      '1 night',
      '3 nights',
      '1 guest',
      '2 guests',
    ])
  })
})

describe('room photos', () => {
  it('map the API photo paths to built sources, with the inn as the stand-in', () => {
    expect(hasRoomPhoto('/images/rooms/garden.jpg')).toBe(true)
    expect(roomPhoto('/images/rooms/garden.jpg')).not.toBe(innPhoto)
    expect(roomPhoto('/images/rooms/sea-view.jpg?v=2')).toBe(roomPhoto('sea-view.jpg'))
    expect(hasRoomPhoto('/uploads/new-room.png')).toBe(false)
    expect(roomPhoto('/uploads/new-room.png')).toBe(innPhoto)
  })
})

describe('photo originals', () => {
  it('are JPEGs under 200 KB', () => {
    const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'photos')
    const files = readdirSync(dir).filter((f) => f.endsWith('.jpg'))
    expect(files.length).toBeGreaterThanOrEqual(7)
    for (const file of files) expect(statSync(path.join(dir, file)).size).toBeLessThan(200_000)
  })
})
