import { afterEach, describe, expect, it, vi } from 'vitest'

import { forgetGuestDraft, GUEST_DRAFT, readGuestDraft, saveGuestDraft } from './guest-draft'

/** A tab's storage in memory, or one whose every call throws as the browser's may. */
function tabStorage(failure?: Error) {
  const items = new Map<string, string>()
  const fail = () => {
    if (failure) throw failure
  }
  vi.stubGlobal('sessionStorage', {
    getItem(key: string) {
      fail()
      return items.get(key) ?? null
    },
    setItem(key: string, value: string) {
      fail()
      items.set(key, value)
    },
    removeItem(key: string) {
      fail()
      items.delete(key)
    },
  })
  return items
}

const typed = {
  name: 'Rui Costa',
  email: 'rui.costa@example.com',
  phone: '+351 911 222 333',
  notes: 'A cot for our daughter, please.',
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the guest’s draft', () => {
  it('gives back what the guest typed, and only their details', () => {
    const items = tabStorage()
    saveGuestDraft({ ...typed, session: 'nj-0123', phone: '', extra: 'x' })
    const { phone: _, ...kept } = typed
    expect(readGuestDraft()).toEqual(kept)
    expect(JSON.parse(items.get(GUEST_DRAFT)!)).toEqual(kept)
  })

  it('is forgotten once the booking is made, and when the guest empties the form', () => {
    const items = tabStorage()
    saveGuestDraft(typed)
    forgetGuestDraft()
    expect(readGuestDraft()).toEqual({})
    saveGuestDraft(typed)
    saveGuestDraft({ name: '', email: '' })
    expect(items.has(GUEST_DRAFT)).toBe(false)
  })

  it.each([
    ['broken JSON', '{"name": "Rui'],
    ['a list', '["Rui Costa"]'],
    ['a number', '42'],
    ['null', 'null'],
  ])('is empty when the tab holds %s', (_, stored) => {
    tabStorage().set(GUEST_DRAFT, stored)
    expect(readGuestDraft()).toEqual({})
  })

  it('keeps only text from a draft someone else wrote', () => {
    tabStorage().set(GUEST_DRAFT, JSON.stringify({ name: 'Rui Costa', email: 7, notes: null }))
    expect(readGuestDraft()).toEqual({ name: 'Rui Costa' })
  })

  it.each([
    ['turned off (private mode, blocked cookies)', new DOMException('denied', 'SecurityError')],
    ['full', new DOMException('full', 'QuotaExceededError')],
  ])('never breaks the form when storage is %s', (_, failure) => {
    tabStorage(failure)
    expect(() => saveGuestDraft(typed)).not.toThrow()
    expect(() => forgetGuestDraft()).not.toThrow()
    expect(readGuestDraft()).toEqual({})
  })

  it('never breaks where there is no storage at all (the server’s render)', () => {
    vi.stubGlobal('sessionStorage', undefined)
    expect(readGuestDraft()).toEqual({})
    expect(() => saveGuestDraft(typed)).not.toThrow()
    expect(() => forgetGuestDraft()).not.toThrow()
  })
})
