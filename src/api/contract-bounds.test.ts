/**
 * Every field of a request has a bound: integers within the database's `int`, dates within the
 * date picker's years, text without control characters, a JSON depth. Odd but valid JSON is a
 * 400 naming the field (tests/api/fuzz-fields.test.ts sends it to the server).
 */
import { describe, expect, it } from 'vitest'
import { type z } from 'zod'

import {
  adminBookingsQuerySchema,
  amenitySchema,
  availabilityQuerySchema,
  bookingRequestSchema,
  closuresSchema,
  dateInputSchema,
  DIRECTION_MESSAGE,
  guestSchema,
  LINES_MESSAGE,
  loginRequestSchema,
  MAX_DATE,
  MAX_INT,
  MAX_JSON_DEPTH,
  MIN_DATE,
  ONE_LINE_MESSAGE,
  reportQuerySchema,
  roomIdParamSchema,
  roomInputSchema,
  roomPatchSchema,
  settingsSchema,
  tooDeepField,
} from './contract'
import { fieldErrors } from './errors'

/** The field errors of a failed parse (`{}` when it passes). */
function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value)
  return result.success ? {} : fieldErrors(result.error)
}

const guest = { name: 'Ada Lovelace', email: 'ada@example.com' }
const booking = { roomId: 1, checkIn: '2030-06-01', checkOut: '2030-06-03', guests: 2, guest }
const room = { name: 'Garden Room', capacity: 2, rate: 9500 }
const settings = {
  innName: 'Nightjar Inn',
  currency: 'EUR',
  checkInTime: '15:00',
  checkOutTime: '11:00',
  timeZone: 'Europe/Lisbon',
  freeCancellationDays: 2,
}

describe('the contract’s input bounds', () => {
  it('take dates from 1900-01-01 to 2100-12-31 only, as the date picker', () => {
    expect([MIN_DATE, MAX_DATE]).toEqual(['1900-01-01', '2100-12-31'])
    for (const date of ['1900-01-01', '2024-02-29', '2100-12-31']) {
      expect(dateInputSchema.safeParse(date).success, date).toBe(true)
    }
    for (const date of ['0100-01-01', '0999-12-31', '1899-12-31', '2101-01-01', '9999-12-31']) {
      expect(errorsOf(reportQuerySchema, { period: 'week', date }), date).toEqual({
        date: 'Enter a date between 1900 and 2100.',
      })
    }
    for (const date of [
      '10000-01-01',
      '+010000-01-01',
      '2025-02-30',
      '0000-00-00',
      'x'.repeat(1e4),
    ]) {
      expect(errorsOf(reportQuerySchema, { period: 'week', date }), date).toEqual({
        date: 'Enter a valid date as YYYY-MM-DD.',
      })
    }
    // Every date a request sends.
    const far = '0999-12-31'
    expect(
      Object.keys(errorsOf(availabilityQuerySchema, { checkIn: far, checkOut: far, guests: 1 })),
    ).toEqual(['checkIn', 'checkOut'])
    expect(Object.keys(errorsOf(bookingRequestSchema, { ...booking, checkOut: far }))).toEqual([
      'checkOut',
    ])
    expect(Object.keys(errorsOf(adminBookingsQuerySchema, { from: far }))).toEqual(['from'])
    expect(Object.keys(errorsOf(adminBookingsQuerySchema, { to: '2101-01-01' }))).toEqual(['to'])
    expect(Object.keys(errorsOf(closuresSchema, { dates: ['2030-01-01', far] }))).toEqual([
      'dates.1',
    ])
  })

  it('keep integers within the database’s int (2^31 − 1)', () => {
    expect(MAX_INT).toBe(2 ** 31 - 1)
    expect(bookingRequestSchema.safeParse({ ...booking, roomId: MAX_INT }).success).toBe(true)
    for (const roomId of [2 ** 31, 2 ** 32, 1e308, 0, -1, 1.5]) {
      expect(errorsOf(bookingRequestSchema, { ...booking, roomId }), String(roomId)).toEqual({
        roomId: 'Choose a room.',
      })
    }
    expect(roomIdParamSchema.safeParse({ id: String(MAX_INT) }).success).toBe(true)
    expect(roomIdParamSchema.safeParse({ id: String(2 ** 31) }).success).toBe(false)
    for (const page of ['2147483648', '1e308', '0', '-1']) {
      expect(Object.keys(errorsOf(adminBookingsQuerySchema, { page })), page).toEqual(['page'])
    }
    expect(Object.keys(errorsOf(roomInputSchema, { ...room, rate: 2 ** 31 }))).toEqual(['rate'])
    expect(Object.keys(errorsOf(roomInputSchema, { ...room, capacity: 2 ** 31 }))).toEqual([
      'capacity',
    ])
  })

  it('refuse control characters in text of one line, tabs and line breaks included', () => {
    const controls = ['\u0000', '\u0001', '\t', '\n', '\r', '\u001f', '\u007f', '\u0085', '\u009f']
    for (const ch of [...controls, '\ud800', '\udfff']) {
      const text = `Ada${ch}Lovelace`
      const label = JSON.stringify(ch)
      expect(errorsOf(guestSchema, { ...guest, name: text }), label).toEqual({
        name: ONE_LINE_MESSAGE,
      })
      expect(
        errorsOf(guestSchema, { ...guest, email: `ada${ch}@example.com` }),
        label,
      ).toMatchObject({
        email: expect.any(String),
      })
      expect(
        errorsOf(loginRequestSchema, { email: `ada${ch}@x.org`, password: 'x' }),
        label,
      ).toEqual({
        email: ONE_LINE_MESSAGE,
      })
      expect(errorsOf(roomInputSchema, { ...room, name: text }), label).toEqual({
        name: ONE_LINE_MESSAGE,
      })
      expect(errorsOf(roomPatchSchema, { photo: `/a${ch}.jpg` }), label).toEqual({
        photo: ONE_LINE_MESSAGE,
      })
      expect(errorsOf(amenitySchema, { label: text }), label).toEqual({ label: ONE_LINE_MESSAGE })
      expect(errorsOf(settingsSchema, { ...settings, innName: text }), label).toEqual({
        innName: ONE_LINE_MESSAGE,
      })
      expect(errorsOf(adminBookingsQuerySchema, { q: text }), label).toEqual({
        q: ONE_LINE_MESSAGE,
      })
      expect(Object.keys(errorsOf(guestSchema, { ...guest, phone: `+351${ch}21` })), label).toEqual(
        ['phone'],
      )
    }
  })

  it('take tabs and line breaks in text of several lines, and no other control character', () => {
    const text = 'Arriving late.\r\n\tThank you!'
    expect(guestSchema.parse({ ...guest, notes: text }).notes).toBe(text)
    expect(roomPatchSchema.parse({ description: text }).description).toBe(text)
    for (const ch of [
      '\u0000',
      '\u0008',
      '\u000b',
      '\u000c',
      '\u001b',
      '\u007f',
      '\u0090',
      '\ud800',
    ]) {
      const label = JSON.stringify(ch)
      expect(errorsOf(guestSchema, { ...guest, notes: `a${ch}b` }), label).toEqual({
        notes: LINES_MESSAGE,
      })
      expect(errorsOf(roomPatchSchema, { description: `a${ch}b` }), label).toEqual({
        description: LINES_MESSAGE,
      })
    }
  })

  it('refuse the controls that turn text around, in one line or several, and keep the marks', () => {
    for (const ch of ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2069']) {
      const label = JSON.stringify(ch)
      expect(errorsOf(guestSchema, { ...guest, name: `Ada${ch}ecila` }), label).toEqual({
        name: DIRECTION_MESSAGE,
      })
      expect(errorsOf(guestSchema, { ...guest, notes: `Late${ch} arrival` }), label).toEqual({
        notes: DIRECTION_MESSAGE,
      })
      expect(errorsOf(settingsSchema, { ...settings, innName: `Inn${ch}` }), label).toEqual({
        innName: DIRECTION_MESSAGE,
      })
    }
    // Right-to-left names keep their marks.
    for (const name of ['\u200fمريم\u200f', 'נועה\u200e Levi', 'سارة\u061c'])
      expect(guestSchema.safeParse({ ...guest, name }).success, name).toBe(true)
  })

  it('keep text people write valid: accents, emoji, spaces of other widths', () => {
    expect(guestSchema.safeParse({ ...guest, name: 'Zoë O’Brien-Ñúñez 😀' }).success).toBe(true)
    expect(guestSchema.safeParse({ ...guest, phone: '+33\u202f6 12 34 56 78' }).success).toBe(true)
    expect(guestSchema.safeParse({ ...guest, phone: '+1 (555) 010-0000' }).success).toBe(true)
    expect(adminBookingsQuerySchema.safeParse({ q: 'NJ-ABCDE' }).success).toBe(true)
    // A password is only hashed, never stored as text: any character.
    expect(loginRequestSchema.safeParse({ email: 'a@b.c', password: 'p\u0000\tw' }).success).toBe(
      true,
    )
  })

  it('bound every list and length', () => {
    expect(
      Object.keys(errorsOf(closuresSchema, { dates: Array(1001).fill('2030-01-01') })),
    ).toEqual(['dates'])
    const amenities = Array.from({ length: 31 }, (_, i) => ({ label: `A${i}` }))
    expect(Object.keys(errorsOf(roomInputSchema, { ...room, amenities }))).toEqual(['amenities'])
    expect(
      Object.keys(errorsOf(amenitySchema, { label: 'Wi-Fi', icon: `a:${'b'.repeat(200)}` })),
    ).toEqual(['icon'])
    expect(Object.keys(errorsOf(adminBookingsQuerySchema, { q: 'a'.repeat(101) }))).toEqual(['q'])
    expect(
      Object.keys(errorsOf(loginRequestSchema, { email: 'a'.repeat(255), password: 'x' })),
    ).toEqual(['email'])
  })
})

describe('tooDeepField', () => {
  const nest = (levels: number, inner: unknown = 'x') => {
    let value = inner
    for (let i = 0; i < levels; i++) value = { a: value }
    return value
  }

  it('passes the bodies the API takes', () => {
    expect(tooDeepField({ ...room, amenities: [{ label: 'Wi-Fi' }] })).toBeUndefined()
    expect(tooDeepField(booking)).toBeUndefined()
    expect(tooDeepField({ deep: nest(MAX_JSON_DEPTH - 1) })).toBeUndefined()
    expect(tooDeepField('text')).toBeUndefined()
  })

  it('names the top-level field nesting deeper than MAX_JSON_DEPTH, without overflowing', () => {
    expect(tooDeepField({ ...booking, extra: nest(MAX_JSON_DEPTH) })).toBe('extra')
    expect(tooDeepField({ ...booking, guest: nest(5000) })).toBe('guest')
    expect(tooDeepField({ list: [[[[]]]] }, 3)).toBe('list')
    expect(tooDeepField(nest(100_000))).toBe('a')
    // A body that is itself a deep array has no field to name.
    let list: unknown = []
    for (let i = 0; i < 5000; i++) list = [list]
    expect(tooDeepField(list)).toBe('')
  })
})
