import { describe, expect, it } from 'vitest'

import { bookedCookie, bookedLink } from './booking-link'

const stay = { room: 2, checkIn: '2026-12-01', checkOut: '2026-12-04', guests: 2 }
const link = '/booking?ref=NJ-ABCDE-FGHJK&key=k3y'

/** The request a browser sends back with the cookie that `bookedCookie` set. */
function requestWith(setCookie: string, url = 'http://inn.test/booking') {
  const pair = setCookie.split(';')[0]!
  return new Request(url, { headers: { cookie: `theme=dark; ${pair}` } })
}

describe('the booking made without scripts', () => {
  const set = bookedCookie(stay, link, new Request('http://inn.test/booking'))

  it('is remembered on /booking for half an hour, out of scripts’ reach', () => {
    expect(set).toMatch(/; Path=\/booking; Max-Age=1800; HttpOnly; SameSite=Lax$/)
    expect(bookedCookie(stay, link, new Request('https://inn.test/booking'))).toMatch(/; Secure$/)
  })

  it('leads the form of the same stay back to the booking, and no other', () => {
    expect(bookedLink(requestWith(set), stay)).toBe(link)
    for (const other of [
      { ...stay, room: 3 },
      { ...stay, checkIn: '2026-12-02' },
      { ...stay, checkOut: '2026-12-05' },
      { ...stay, guests: 1 },
    ]) {
      expect(bookedLink(requestWith(set), other)).toBeNull()
    }
    expect(bookedLink(new Request('http://inn.test/booking'), stay)).toBeNull()
  })

  it('follows no address but a booking’s own link', () => {
    const elsewhere = `booked=${encodeURIComponent('2_2026-12-01_2026-12-04_2 https://evil.example/')}`
    expect(bookedLink(requestWith(elsewhere), stay)).toBeNull()
    const protocolRelative = `booked=${encodeURIComponent('2_2026-12-01_2026-12-04_2 //evil.example/booking?ref=x')}`
    expect(bookedLink(requestWith(protocolRelative), stay)).toBeNull()
  })
})
