import { describe, expect, it } from 'vitest'

import {
  barPlacement,
  DAY_WIDTH,
  dayWidthFor,
  deskStatus,
  ROW_HEIGHT,
  shiftedStay,
  snapShift,
} from './desk-layout'

describe('the front desk grid', () => {
  const from = '2026-06-14'

  it('runs a bar from the middle of its check-in day to the middle of its check-out day', () => {
    expect(barPlacement({ checkIn: '2026-06-15', checkOut: '2026-06-18' }, from, 14)).toEqual({
      cell: 1,
      offset: DAY_WIDTH / 2,
      width: 3 * DAY_WIDTH,
      clippedStart: false,
      clippedEnd: false,
    })
  })

  it('clips a stay that began before the window or ends after it', () => {
    // Arrived before the window and leaves on its first day: half a day shows.
    expect(barPlacement({ checkIn: '2026-06-10', checkOut: from }, from, 14)).toEqual({
      cell: 0,
      offset: 0,
      width: DAY_WIDTH / 2,
      clippedStart: true,
      clippedEnd: false,
    })
    // Arrives on the last day: half a day shows, the rest goes on after the window.
    expect(barPlacement({ checkIn: '2026-06-27', checkOut: '2026-07-02' }, from, 14)).toEqual({
      cell: 13,
      offset: DAY_WIDTH / 2,
      width: DAY_WIDTH / 2,
      clippedStart: false,
      clippedEnd: true,
    })
    expect(barPlacement({ checkIn: '2026-06-01', checkOut: '2026-06-13' }, from, 14)).toBeNull()
  })

  it('shares a wide box among the days, and never makes a day narrower than a finger', () => {
    expect(dayWidthFor(1200, 14)).toBe(Math.floor((1200 - 176) / 14))
    expect(dayWidthFor(390, 14)).toBe(DAY_WIDTH)
  })

  it('snaps a drag to whole days and rows, and keeps the room on the grid', () => {
    expect(snapShift(DAY_WIDTH * 1.6, -ROW_HEIGHT * 0.4)).toEqual({ days: 2, rows: -0 })
    const rooms = [{ id: 1 }, { id: 2 }, { id: 3 }]
    const stay = { roomId: 2, checkIn: '2026-06-15', checkOut: '2026-06-17' }
    expect(shiftedStay(stay, rooms, { days: -1, rows: 1 })).toMatchObject({
      roomId: 3,
      checkIn: '2026-06-14',
      checkOut: '2026-06-16',
    })
    expect(shiftedStay(stay, rooms, { days: 0, rows: 5 }).roomId).toBe(3)
    expect(shiftedStay(stay, rooms, { days: 0, rows: -5 }).roomId).toBe(1)
  })

  it('calls an expected stay confirmed, and the others by where they are', () => {
    expect(deskStatus({ stayStatus: 'expected' })).toBe('confirmed')
    expect(deskStatus({ stayStatus: 'no_show' })).toBe('no_show')
  })
})
