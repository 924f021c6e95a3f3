import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

import { MAX_DAYS_AHEAD as API_MAX_DAYS_AHEAD, MAX_NIGHTS as API_MAX_NIGHTS } from '@/api/contract'
import { paths } from '@/api/paths'
import { addDays } from '@/domain/calendar'

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
