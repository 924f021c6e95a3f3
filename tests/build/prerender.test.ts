import { createHandlers } from '@mocks/handlers'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

import { roomListSchema, settingsSchema } from '@/api/contract'
import { parsePagePayload } from '@/api/page-payload'
import { findPageRoute } from '@/app/route-table'

import {
  PRELOAD_PAGES,
  PRERENDER_PAGES,
  prerenderedHtml,
} from '../../scripts/vite-plugins/prerender'
import { prerenderPages } from '../../scripts/vite-plugins/prerender-entry'

/** The text of some markup, tags and React's comment markers left out. */
const textOf = (markup: string) => markup.replace(/<!--.*?-->/g, '').replace(/<[^>]+>/g, ' ')

// The first render loads the whole page's code through Vite: slow on a busy machine.
describe('prerendering the pages', { timeout: 60_000 }, () => {
  it('renders / with the inn, its rooms and the search, and records the API answers it used', async () => {
    const [home] = await prerenderPages(['/'], { buildId: 'b-1' })
    const text = textOf(home!.markup)
    expect(home!.markup).toMatch(/<h1 id="inn-name"[^>]*>(<!--\$-->)?Nightjar Inn/)
    expect(text).toMatch(/Check-in from\s+15:00/)
    expect(home!.markup).toContain('aria-label="Rooms"')
    for (const room of ['Garden Room', 'Sea View Suite', 'Attic Nook', 'Family Loft']) {
      expect(text).toContain(room)
    }
    expect(text).not.toContain('Old Stable') // inactive
    expect(home!.markup).toContain('Find your stay')
    // Everything in place: no loading state, no script to reveal anything later.
    expect(home!.markup).not.toMatch(/<script|<template|Loading rooms/)

    const payload = parsePagePayload(JSON.parse(JSON.stringify(home!.payload)), {
      buildId: 'b-1',
      path: '/',
    })
    expect(payload).toBeDefined()
    expect(Object.keys(payload!.api).sort()).toEqual(['/inn', '/rooms'])
    expect(settingsSchema.parse(payload!.api['/inn'])).toMatchObject({ innName: 'Nightjar Inn' })
    expect(roomListSchema.parse(payload!.api['/rooms'])).toHaveLength(5)
  })

  it('renders /blank with an empty payload', async () => {
    const [blank] = await prerenderPages(['/blank'], { buildId: 'b-1' })
    expect(blank!.markup).toContain('<main data-page="blank" aria-label="Blank page"')
    expect(blank!.payload).toEqual({ buildId: 'b-1', path: '/blank', api: {} })
  })

  it('refuses to prerender a page whose data failed to load', async () => {
    const failing = [
      http.get('*/api/rooms', () => HttpResponse.json({ error: {} }, { status: 500 })),
      ...createHandlers(),
    ]
    await expect(prerenderPages(['/'], { buildId: 'b-1', handlers: failing })).rejects.toThrow(
      /GET \/api\/rooms answered 500/,
    )
  })

  it('refuses an unknown page', async () => {
    await expect(prerenderPages(['/nope'], { buildId: 'b-1' })).rejects.toThrow(/\/nope/)
  })

  it('names, for each prerendered or preloaded page, the module its route loads', async () => {
    for (const [pagePath, file] of Object.entries({ ...PRERENDER_PAGES, ...PRELOAD_PAGES })) {
      const route = findPageRoute(pagePath)
      expect(route, pagePath).toBeDefined()
      expect(await route!.load()).toBe(await import(`../../${file}`))
    }
  })
})

describe('the prerendered HTML', () => {
  const shell = [
    '<!doctype html><html class="dark" data-theme="dark"><head><title>Nightjar Inn</title>',
    '<script type="module" src="/assets/index.js"></script>',
    '</head><body><div id="root"></div></body></html>',
  ].join('\n')
  const page = {
    path: '/blank',
    markup: '<link rel="preload" as="image" href="/a.webp"/><main>Hi</main>',
  }

  it('holds the markup in #root, which names the payload, and keeps the dark theme', () => {
    const html = prerenderedHtml(shell, page, { modules: [], styles: [] })
    expect(html).toContain(
      '<div id="root" data-payload="/blank/_payload.json"><main>Hi</main></div>',
    )
    expect(html).toContain('<html class="dark" data-theme="dark">')
  })

  it('preloads the payload, the hints React made, the page code and styles, in the head', () => {
    const html = prerenderedHtml(shell, page, {
      modules: ['/assets/blank.js'],
      styles: ['/assets/blank.css'],
    })
    const head = html.slice(0, html.indexOf('</head>'))
    const order = [
      '<link rel="preload" as="image" href="/a.webp"/>',
      '<link rel="preload" as="fetch" href="/blank/_payload.json" crossorigin="anonymous">',
      '<script type="module" src="/assets/index.js">',
      '<link rel="stylesheet" crossorigin href="/assets/blank.css">',
      '<link rel="modulepreload" crossorigin href="/assets/blank.js">',
    ].map((tag) => head.indexOf(tag))
    expect(order.every((at) => at >= 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
  })

  it('says so when index.html has no empty root to fill', () => {
    expect(() =>
      prerenderedHtml('<html><head><script src="/a.js"></script></head></html>', page, {
        modules: [],
        styles: [],
      }),
    ).toThrow(/#root|id="root"/)
  })
})
