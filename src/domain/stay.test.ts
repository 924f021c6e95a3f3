import { describe, expect, it } from 'vitest'

import {
  type BookingEvent,
  bookingHistory,
  editDetail,
  moveDetail,
  stayActionProblem,
  stayActions,
  stayMayChange,
  stayStartedProblem,
  undoableChange,
  undoProblem,
} from './stay'

const stay = { status: 'confirmed' as const, checkIn: '2026-12-10', checkOut: '2026-12-12' }

describe('the stay at the front desk', () => {
  it('checks in an expected guest from the check-in day until the last night', () => {
    const expected = { ...stay, stayStatus: 'expected' as const }
    expect(stayActions(expected, '2026-12-09')).toEqual([])
    expect(stayActions(expected, '2026-12-10')).toEqual(['check_in', 'no_show'])
    expect(stayActions(expected, '2026-12-11')).toEqual(['check_in', 'no_show'])
    expect(stayActions(expected, '2026-12-12')).toEqual(['no_show'])
    expect(stayActionProblem(expected, 'check_in', '2026-12-09')).toBe(
      'The stay starts on 2026-12-10.',
    )
    expect(stayActionProblem(expected, 'check_out', '2026-12-10')).toBe(
      'Only a guest who is in checks out.',
    )
  })

  it('checks out a guest who is in, any day', () => {
    const inHouse = { ...stay, stayStatus: 'checked_in' as const }
    expect(stayActions(inHouse, '2026-12-11')).toEqual(['check_out'])
    expect(stayActionProblem(inHouse, 'check_in', '2026-12-11')).toBe(
      'The guest is already checked in.',
    )
  })

  it('does nothing with a cancelled booking, and nothing changes a stay once begun', () => {
    const cancelled = { ...stay, status: 'cancelled' as const, stayStatus: 'expected' as const }
    expect(stayActions(cancelled, '2026-12-10')).toEqual([])
    expect(stayStartedProblem({ stayStatus: 'expected' })).toBeUndefined()
    expect(stayStartedProblem({ stayStatus: 'no_show' })).toBe(
      'The stay is no-show: it can no longer change.',
    )
  })

  it('lets staff change a confirmed stay until it has begun', () => {
    expect(stayMayChange({ status: 'confirmed', stayStatus: 'expected' })).toBe(true)
    expect(stayMayChange({ status: 'cancelled', stayStatus: 'expected' })).toBe(false)
    for (const stayStatus of ['checked_in', 'checked_out', 'no_show'] as const) {
      expect(stayMayChange({ status: 'confirmed', stayStatus })).toBe(false)
    }
  })

  it('tells a move in words', () => {
    expect(
      moveDetail(
        { roomName: 'Garden Room', checkIn: '2026-12-10', checkOut: '2026-12-12' },
        { roomName: 'Attic Nook', checkIn: '2026-12-11', checkOut: '2026-12-13' },
      ),
    ).toBe('Garden Room, Dec 10 – 12, 2026 to Attic Nook, Dec 11 – 13, 2026')
  })

  it('tells the whole history in order: the guest’s part from the booking, the staff’s as recorded', () => {
    const checkedIn: BookingEvent = {
      kind: 'checked_in',
      at: '2026-12-10T15:00:00.000Z',
      actor: 'staff',
      staffName: 'Ana Lima',
      detail: null,
    }
    const history = bookingHistory(
      {
        createdAt: '2026-11-01T10:00:00.000Z',
        createdBy: 'guest',
        cancelledAt: '2026-12-11T09:00:00.000Z',
        cancelledBy: 'guest',
      },
      [checkedIn],
    )
    expect(history.map((event) => [event.kind, event.actor])).toEqual([
      ['created', 'guest'],
      ['checked_in', 'staff'],
      ['cancelled', 'guest'],
    ])
  })
})

describe('an edit in words', () => {
  const guest = { name: 'Ana', email: 'ana@example.com', phone: null, notes: null }
  it('names the party and the details that changed, or nothing', () => {
    expect(editDetail({ guests: 2, guest }, { guests: 2, guest })).toBeNull()
    expect(
      editDetail({ guests: 2, guest }, { guests: 3, guest: { ...guest, phone: '+351 1' } }),
    ).toBe('Guests 2 → 3; Changed phone')
    // An empty phone and none are the same.
    expect(
      editDetail({ guests: 1, guest }, { guests: 1, guest: { ...guest, notes: '' } }),
    ).toBeNull()
  })
})

describe('undo of a status change', () => {
  const untouched = {
    ...stay,
    stayStatus: 'expected' as const,
    cancelledAt: null,
    cancelledBy: null,
    checkedInAt: null,
    checkedOutAt: null,
    noShowAt: null,
  }
  const at = '2026-12-10T14:00:00.000Z'
  const minutesLater = (minutes: number) => new Date(Date.parse(at) + minutes * 60_000)

  it('offers the latest change for an hour, then no more', () => {
    const checkedIn = { ...untouched, stayStatus: 'checked_in' as const, checkedInAt: at }
    expect(undoableChange(untouched, minutesLater(0))).toBeUndefined()
    expect(undoableChange(checkedIn, minutesLater(1))).toBe('checked_in')
    expect(undoableChange(checkedIn, minutesLater(60))).toBe('checked_in')
    expect(undoableChange(checkedIn, minutesLater(61))).toBeUndefined()
    expect(undoProblem(checkedIn, 'checked_in', minutesLater(61))).toBe(
      'The check-in was more than 60 minutes ago: it can no longer be undone.',
    )
  })

  it('undoes only the change named, so a second tap undoes nothing more', () => {
    const checkedOut = {
      ...untouched,
      stayStatus: 'checked_out' as const,
      checkedInAt: '2026-12-10T13:00:00.000Z',
      checkedOutAt: at,
    }
    expect(undoableChange(checkedOut, minutesLater(5))).toBe('checked_out')
    expect(undoProblem(checkedOut, 'checked_in', minutesLater(5))).toBe(
      'There is no check-in to undo: the booking has changed since.',
    )
    const noShow = { ...untouched, stayStatus: 'no_show' as const, noShowAt: at }
    expect(undoableChange(noShow, minutesLater(5))).toBe('no_show')
  })

  it('undoes a cancellation by staff, never the guest’s own', () => {
    const cancelled = { ...untouched, status: 'cancelled' as const, cancelledAt: at }
    expect(undoableChange({ ...cancelled, cancelledBy: 'staff' }, minutesLater(5))).toBe(
      'cancelled',
    )
    expect(undoableChange({ ...cancelled, cancelledBy: 'guest' }, minutesLater(5))).toBeUndefined()
  })
})
