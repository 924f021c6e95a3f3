/**
 * What the route validators answer: the API's error shape for a bad body, query, header or path
 * parameter, and JSON only for request bodies.
 */
import { describe, expect, it } from 'vitest'

import { buildPath, paths } from '@/api/paths'
import { DEMO_STAFF } from '@/domain/demo-data'

import { demoApp } from './test-db'

const demo = demoApp()

const send = (method: string, path: string, body?: string, headers: Record<string, string> = {}) =>
  demo.app.request(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${demo.token}`, ...headers },
    ...(body === undefined ? {} : { body }),
  })
const JSON_TYPE = { 'content-type': 'application/json' }

describe('request validation', () => {
  it('answers a JSON body that does not parse with 400 “The body must be JSON.”', async () => {
    const res = await send('PUT', paths.adminSettings, '{"innName": ', JSON_TYPE)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      error: { code: 'validation_error', message: 'The body must be JSON.' },
    })
  })

  it('takes request bodies as application/json only', async () => {
    const body = JSON.stringify({ email: DEMO_STAFF.email, password: DEMO_STAFF.password })
    // A form can post text/plain across sites without asking: signing in that way is refused.
    const types: Record<string, string>[] = [
      { 'content-type': 'text/plain' },
      { 'content-type': 'application/x-www-form-urlencoded' },
      {}, // a string body without a type is sent as text/plain
    ]
    for (const headers of types) {
      const res = await send('POST', paths.login, body, headers)
      expect(res.status).toBe(415)
      expect(await res.json()).toEqual({
        error: {
          code: 'unsupported_media_type',
          message: 'Send the body as JSON, with Content-Type: application/json.',
        },
      })
    }
    const ok = await send('POST', paths.login, body, {
      'content-type': 'application/json; charset=utf-8',
    })
    expect(ok.status).toBe(200)
  })

  it('answers a body that fails the schema with field errors', async () => {
    const res = await send('POST', paths.adminRooms, JSON.stringify({ capacity: 9 }), JSON_TYPE)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      error: {
        code: 'validation_error',
        message: 'Check the highlighted fields.',
        fields: {
          name: expect.any(String),
          capacity: 'A room holds 1 to 8 guests.',
          rate: 'Enter the nightly rate in minor units.',
        },
      },
    })
  })

  it('answers a query that fails the schema with field errors', async () => {
    const res = await send('GET', `${paths.adminReports}?period=decade&date=2025-02-30`)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      error: {
        code: 'validation_error',
        message: 'Check the highlighted fields.',
        fields: {
          period: 'Use week, month, quarter or year.',
          date: 'Enter a valid date as YYYY-MM-DD.',
        },
      },
    })
  })

  it('answers a path id that cannot name anything with 404', async () => {
    for (const id of ['0', '1e0', '%205', '9999999999', 'x']) {
      const res = await send('GET', paths.adminRoomClosures.replace(':id', id))
      expect(res.status, id).toBe(404)
      expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'No such room.' } })
    }
    const cancel = await send('POST', buildPath(paths.adminBookingCancel, { id: '1; DROP' }))
    expect(cancel.status).toBe(404)
    const room = await send('GET', buildPath(paths.adminRoomClosures, { id: 1 }))
    expect(room.status).toBe(200)
  })
})
