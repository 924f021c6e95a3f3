import { type Server } from 'node:http'
import { type AddressInfo, connect, type Socket } from 'node:net'

import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { plainAnswerHeaderLines } from '../app'
import { connectionLimitsFromEnv, guardConnections, SERVER_OPTIONS } from './connections'

let server: Server
let port: number
beforeAll(async () => {
  const app = new Hono().get('/hello', (c) => c.text('hello'))
  const headers = await plainAnswerHeaderLines()
  server = serve({ fetch: app.fetch, port: 0, serverOptions: SERVER_OPTIONS }) as Server
  guardConnections(server, { perAddress: 3, total: 100 }, headers)
  await new Promise((resolve) => server.once('listening', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

/** A raw socket from `localAddress`, once connected. */
function open(localAddress = '127.0.0.1'): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress }, () => resolve(socket))
    socket.once('error', reject)
  })
}

/** Sends `text` and reads the answer until the server closes the socket (or `ms` pass). */
function exchange(socket: Socket, text: string, ms = 3_000): Promise<string> {
  return new Promise((resolve) => {
    let answer = ''
    const done = () => resolve(answer)
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')))
    socket.once('close', done)
    socket.once('error', done)
    setTimeout(done, ms)
    socket.write(text)
  })
}

const get = (path: string, extra = '') =>
  `GET ${path} HTTP/1.1\r\nHost: inn.example\r\n${extra}Connection: close\r\n\r\n`

describe('connections', () => {
  it('answers headers too large (431) and a bad request (400) with the security headers', async () => {
    const tooLarge = await exchange(await open(), get('/hello', `X-Pad: ${'a'.repeat(20_000)}\r\n`))
    expect(tooLarge).toMatch(/^HTTP\/1\.1 431 /)
    const bad = await exchange(await open(), 'NOT HTTP AT ALL\r\n\r\n')
    expect(bad).toMatch(/^HTTP\/1\.1 400 /)
    for (const answer of [tooLarge, bad]) {
      const head = answer.slice(0, answer.indexOf('\r\n\r\n')).toLowerCase()
      expect(head).toContain("content-security-policy: default-src 'self'")
      expect(head).toContain('x-content-type-options: nosniff')
      expect(head).toContain('x-frame-options: deny')
      expect(head).toContain('cache-control: no-store')
      // Plain http: no HSTS.
      expect(head).not.toContain('strict-transport-security')
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({
        error: { code: 'bad_request' },
      })
    }
  })

  it('closes an address’s sockets past its cap at once; another address is still served', async () => {
    const held = await Promise.all([open(), open(), open()])
    const extra = await open()
    const closed = await new Promise<boolean>((resolve) => {
      extra.once('close', () => resolve(true))
      setTimeout(() => resolve(false), 2_000)
    })
    expect(closed).toBe(true)
    // A neighbour on another address is answered while this one holds its three.
    const neighbour = await exchange(await open('127.0.0.2'), get('/hello'))
    expect(neighbour).toMatch(/^HTTP\/1\.1 200 /)
    // Once one of the three goes, the address may open another.
    held[0]!.destroy()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await exchange(await open(), get('/hello'))).toMatch(/^HTTP\/1\.1 200 /)
    for (const socket of held) socket.destroy()
  })
})

describe('connectionLimitsFromEnv', () => {
  it('caps 64 sockets an address, none behind a trusted proxy, or what CONNECTIONS_PER_ADDRESS says', () => {
    expect(connectionLimitsFromEnv({}, 0).perAddress).toBe(64)
    expect(connectionLimitsFromEnv({}, 1).perAddress).toBe(0)
    expect(connectionLimitsFromEnv({ CONNECTIONS_PER_ADDRESS: '10' }, 1).perAddress).toBe(10)
    expect(connectionLimitsFromEnv({ CONNECTIONS_PER_ADDRESS: '0' }, 0).perAddress).toBe(0)
    for (const value of ['-1', '1.5', 'many', '100000'])
      expect(() => connectionLimitsFromEnv({ CONNECTIONS_PER_ADDRESS: value }, 0)).toThrow(
        /CONNECTIONS_PER_ADDRESS/,
      )
  })
})
