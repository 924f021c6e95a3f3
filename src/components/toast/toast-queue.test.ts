import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { MAX_TOASTS, type ToastItem, toastQueue } from './toast-queue'

const add = (state: ToastItem[], id: string, extra: object = {}) =>
  toastQueue(state, { type: 'add', toast: { id, title: `Toast ${id}`, ...extra } })

describe('toastQueue', () => {
  it('adds toasts open, in order', () => {
    const state = add(add([], 'a'), 'b')
    expect(state.map((t) => [t.id, t.open])).toEqual([
      ['a', true],
      ['b', true],
    ])
  })

  it('keeps at most 5 and drops the oldest', () => {
    let state: ToastItem[] = []
    for (const id of ['1', '2', '3', '4', '5', '6']) state = add(state, id)
    expect(state.map((t) => t.id)).toEqual(['2', '3', '4', '5', '6'])
  })

  it('never holds more than the cap, whatever is added', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 2 })),
        fc.integer({ min: 1, max: 8 }),
        (ids, max) => {
          let state: ToastItem[] = []
          for (const id of ids)
            state = toastQueue(state, { type: 'add', toast: { id, title: id } }, max)
          expect(state.length).toBeLessThanOrEqual(max)
          expect(new Set(state.map((t) => t.id)).size).toBe(state.length)
        },
      ),
    )
  })

  it('updates a toast added again with the same id, in place, and reopens it', () => {
    let state = add(add([], 'a', { description: 'first' }), 'b')
    state = toastQueue(state, { type: 'close', id: 'a' })
    state = add(state, 'a', { title: 'Again' })
    expect(state).toHaveLength(2)
    expect(state[0]).toMatchObject({ id: 'a', title: 'Again', description: 'first', open: true })
  })

  it('patches a toast by id and ignores unknown ids', () => {
    const state = add([], 'a')
    const patched = toastQueue(state, {
      type: 'update',
      id: 'a',
      patch: { title: 'Saved', id: 'z' },
    })
    expect(patched[0]).toMatchObject({ id: 'a', title: 'Saved' })
    expect(toastQueue(state, { type: 'update', id: 'nope', patch: { title: 'x' } })).toEqual(state)
  })

  it('closes, then deletes', () => {
    let state = add(add([], 'a'), 'b')
    state = toastQueue(state, { type: 'close', id: 'a' })
    expect(state.find((t) => t.id === 'a')?.open).toBe(false)
    state = toastQueue(state, { type: 'delete', id: 'a' })
    expect(state.map((t) => t.id)).toEqual(['b'])
  })

  it('spares a toast reopened before its delete', () => {
    let state = toastQueue(add([], 'a'), { type: 'close', id: 'a' })
    state = toastQueue(add(state, 'a'), { type: 'delete', id: 'a' })
    expect(state.map((t) => [t.id, t.open])).toEqual([['a', true]])
  })

  it('clears everything', () => {
    expect(toastQueue(add(add([], 'a'), 'b'), { type: 'clear' })).toEqual([])
  })

  it('caps at 5 by default', () => {
    expect(MAX_TOASTS).toBe(5)
  })
})
