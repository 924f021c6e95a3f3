import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { createIconLoader } from './icon-loader'

const body = (name: string) => `<path d="M0 0h${name.length}"/>`
const json = (prefix: string, names: string[]) =>
  Response.json({
    prefix,
    width: 24,
    height: 24,
    icons: Object.fromEntries(names.map((n) => [n, { body: body(n) }])),
  })

/** Puts in place a fetch that answers per URL, recording what was asked. */
function fakeFetch(answer: (url: URL, signal: AbortSignal) => Promise<Response> | Response) {
  const calls: string[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app.test')
    calls.push(url.href)
    return answer(url, init!.signal!)
  })
  return { calls }
}

const hang = (signal: AbortSignal) =>
  new Promise<Response>((_, reject) =>
    signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
  )

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('createIconLoader', () => {
  it('batches the icons asked for in one tick into one request per set', async () => {
    const { calls } = fakeFetch((url) => {
      const prefix = url.pathname.split('/').pop()!.replace('.json', '')
      return json(prefix, url.searchParams.get('icons')!.split(','))
    })
    const loader = createIconLoader()
    const all = Promise.all(
      ['lucide:wifi', 'lucide:bath', 'mdi:home', 'lucide:wifi'].map(loader.load),
    )
    await vi.runAllTimersAsync()
    const icons = await all
    expect(calls.sort()).toEqual([
      'http://app.test/api/icons/lucide.json?icons=bath,wifi',
      'http://app.test/api/icons/mdi.json?icons=home',
    ])
    expect(icons.map((icon) => icon?.body)).toEqual([
      body('wifi'),
      body('bath'),
      body('home'),
      body('wifi'),
    ])
  })

  it('caches: a loaded icon is never asked for again', async () => {
    const { calls } = fakeFetch((url) => json('lucide', url.searchParams.get('icons')!.split(',')))
    const loader = createIconLoader()
    const first = loader.load('lucide:wifi')
    await vi.runAllTimersAsync()
    await first
    expect(loader.peek('lucide:wifi')?.body).toBe(body('wifi'))
    await loader.load('lucide:wifi')
    expect(calls).toHaveLength(1)
  })

  it('asks the fallback for what the app endpoint lacks', async () => {
    const { calls } = fakeFetch((url) => {
      if (url.pathname.startsWith('/api/')) return json('lucide', ['wifi'])
      return json('lucide', url.searchParams.get('icons')!.split(','))
    })
    const loader = createIconLoader({ fallback: 'https://icons.example' })
    const both = Promise.all([loader.load('lucide:wifi'), loader.load('lucide:anchor')])
    await vi.runAllTimersAsync()
    expect((await both).map((icon) => icon?.body)).toEqual([body('wifi'), body('anchor')])
    expect(calls).toEqual([
      'http://app.test/api/icons/lucide.json?icons=anchor,wifi',
      'https://icons.example/lucide.json?icons=anchor',
    ])
  })

  it('gives up on a hanging request after `timeout` ms and falls back', async () => {
    // The abort comes from AbortSignal.timeout, which runs on real time (the 1500 ms default is
    // checked by the Icon stories).
    vi.useRealTimers()
    const { calls } = fakeFetch((url, signal) =>
      url.pathname.startsWith('/api/') ? hang(signal) : json('lucide', ['wifi']),
    )
    const loader = createIconLoader({ timeout: 100 })
    const started = performance.now()
    const icon = await loader.load('lucide:wifi')
    expect(performance.now() - started).toBeGreaterThanOrEqual(99)
    expect(calls[1]).toBe('https://api.iconify.design/lucide.json?icons=wifi')
    expect(icon?.body).toBe(body('wifi'))
  })

  it('settles a name no source has as missing (null), as do errors and invalid names', async () => {
    fakeFetch((url) =>
      url.hostname === 'app.test' ? new Response('nope', { status: 500 }) : json('lucide', []),
    )
    const loader = createIconLoader()
    const missing = loader.load('lucide:nothing')
    await vi.runAllTimersAsync()
    expect(await missing).toBeNull()
    expect(loader.peek('lucide:nothing')).toBeNull()
    expect(await loader.load('not-an-icon')).toBeNull()
  })

  it('refuses icon bodies that could run script', async () => {
    fakeFetch(() =>
      Response.json({ prefix: 'x', icons: { bad: { body: '<path onload="alert(1)"/>' } } }),
    )
    const loader = createIconLoader({ fallback: false })
    const icon = loader.load('x:bad')
    await vi.runAllTimersAsync()
    expect(await icon).toBeNull()
  })
})
