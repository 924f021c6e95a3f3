import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { iconHandlers } from './icons'

const server = setupServer(...iconHandlers)
beforeAll(() => server.listen())
afterAll(() => server.close())

const get = (path: string) => fetch(`http://localhost${path}`)

describe('icon endpoint mock', () => {
  it('serves the asked-for lucide icons, resolving aliases', async () => {
    const response = await get('/api/icons/lucide.json?icons=wifi,alert-triangle')
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.prefix).toBe('lucide')
    expect(Object.keys(body.icons).sort()).toEqual(['triangle-alert', 'wifi'])
    expect(body.aliases['alert-triangle'].parent).toBe('triangle-alert')
    expect(body.icons.wifi.body).toContain('<path')
  })

  it('lists unknown names in not_found', async () => {
    const body = await (await get('/api/icons/lucide.json?icons=wifi,no-such-icon')).json()
    expect(body.not_found).toEqual(['no-such-icon'])
  })

  it('answers 404 for a set that is not installed', async () => {
    const response = await get('/api/icons/mdi.json?icons=home')
    expect(response.status).toBe(404)
    expect((await response.json()).error.code).toBe('not_found')
  })

  it('refuses a request without valid names', async () => {
    expect((await get('/api/icons/lucide.json')).status).toBe(400)
    expect((await get('/api/icons/lucide.json?icons=%3Cscript%3E')).status).toBe(400)
  })
})
