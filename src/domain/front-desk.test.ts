import { describe, expect, it } from 'vitest'

import { deskRooms, deskWindowEnd, stayInWindow, takenNights } from './front-desk'

describe('the front desk', () => {
  it('ends a window after its days, and shows a stay that departs on its first day', () => {
    expect(deskWindowEnd('2026-06-14', 14)).toBe('2026-06-27')
    const window = ['2026-06-14', '2026-06-27'] as const
    expect(stayInWindow({ checkIn: '2026-06-10', checkOut: '2026-06-14' }, ...window)).toBe(true)
    expect(stayInWindow({ checkIn: '2026-06-10', checkOut: '2026-06-13' }, ...window)).toBe(false)
    expect(stayInWindow({ checkIn: '2026-06-27', checkOut: '2026-06-29' }, ...window)).toBe(true)
    expect(stayInWindow({ checkIn: '2026-06-28', checkOut: '2026-06-29' }, ...window)).toBe(false)
  })

  it('shows the active rooms, and an inactive one only while it holds a stay', () => {
    const rooms = [
      { id: 3, active: true },
      { id: 1, active: false },
      { id: 2, active: false },
    ]
    expect(deskRooms(rooms, [{ roomId: 2 }]).map((room) => room.id)).toEqual([2, 3])
  })

  it('lists each room’s booked and closed nights in a range, leaving out the stay being changed', () => {
    const stays = [
      { id: 'a', roomId: 1, checkIn: '2026-06-10', checkOut: '2026-06-13', status: 'confirmed' },
      { id: 'b', roomId: 1, checkIn: '2026-06-20', checkOut: '2026-06-22', status: 'cancelled' },
      { id: 'c', roomId: 2, checkIn: '2026-06-14', checkOut: '2026-06-16', status: 'confirmed' },
    ] as const
    const closures = [
      { roomId: 1, date: '2026-06-15' },
      { roomId: 1, date: '2026-07-30' },
    ]
    const range = { from: '2026-06-11', to: '2026-06-30' }
    expect(takenNights([1, 2], stays, closures, range)).toEqual([
      { roomId: 1, booked: ['2026-06-11', '2026-06-12'], closed: ['2026-06-15'] },
      { roomId: 2, booked: ['2026-06-14', '2026-06-15'], closed: [] },
    ])
    expect(takenNights([2], stays, closures, range, 'c')).toEqual([
      { roomId: 2, booked: [], closed: [] },
    ])
  })
})
