import { describe, expect, it } from 'vitest'
import * as z from 'zod'

import { formAction, jsonAction, runIntent } from './admin-route'

const calls: unknown[] = []
const actions = {
  'move-stay': jsonAction(z.object({ id: z.string(), roomId: z.number() }), async (value) => {
    calls.push(value)
    return value
  }),
  'save-room': formAction(async (formData) => {
    calls.push(formData.get('name'))
    return 'saved'
  }),
}

const post = (body: BodyInit, type?: string) =>
  new Request('http://inn.test/admin', {
    method: 'POST',
    body,
    ...(type ? { headers: { 'Content-Type': type } } : {}),
  })
const json = (value: unknown) => post(JSON.stringify(value), 'application/json')
const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return post(data)
}

async function status(request: Request) {
  try {
    await runIntent(request, actions)
    return 200
  } catch (error) {
    return (error as Response).status
  }
}

describe('runIntent', () => {
  it('runs a JSON write with its fields checked, and a form with its data', async () => {
    calls.length = 0
    await expect(
      runIntent(json({ intent: 'move-stay', id: 'b1', roomId: 2 }), actions),
    ).resolves.toMatchObject({ ok: true, value: { id: 'b1', roomId: 2 } })
    await expect(runIntent(form({ intent: 'save-room', name: 'Loft' }), actions)).resolves.toBe(
      'saved',
    )
    expect(calls).toEqual([{ id: 'b1', roomId: 2 }, 'Loft'])
  })

  it('answers a JSON write that fails its schema with a message for each field, running nothing', async () => {
    calls.length = 0
    const result = await runIntent(json({ intent: 'move-stay', id: 'b1', roomId: 'two' }), actions)
    expect(result).toMatchObject({ ok: false, fields: { roomId: expect.any(String) } })
    expect(calls).toEqual([])
  })

  it('refuses an unknown intent, one of the wrong kind and none at all with a 400', async () => {
    expect(await status(json({ intent: 'toString' }))).toBe(400)
    expect(await status(json({ intent: 'save-room', name: 'Loft' }))).toBe(400)
    expect(await status(form({ intent: 'move-stay', id: 'b1' }))).toBe(400)
    expect(await status(form({ name: 'Loft' }))).toBe(400)
    expect(await status(json(['move-stay']))).toBe(400)
  })
})
