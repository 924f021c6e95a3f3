/**
 * The guest's details as typed, kept as a draft for the tab (`sessionStorage`: through a reload
 * and back and forward, gone with the tab; never `localStorage`) until the booking is made. One
 * draft for every stay: a guest who goes back and picks another room finds their details there.
 * Storage that is turned off, full or holding something else never stops the form: then there
 * is simply no draft.
 */
import * as React from 'react'

import { GUEST_DETAILS } from '@/domain/bookings'
import type { FormMetadata } from '@/lib/form'

/** The guest form's fields: the details a booking keeps, in the contract's names (`guest.email`). */
export const GUEST_FIELDS = GUEST_DETAILS

/** Where the draft waits in the tab. */
export const GUEST_DRAFT = 'nightjar.guest-details'

export type GuestDraft = Partial<Record<(typeof GUEST_FIELDS)[number], string>>

/** The guest's fields of a value (a stored draft, the form's value): text only, none empty. */
function pickDraft(value: unknown): GuestDraft {
  const draft: GuestDraft = {}
  if (typeof value !== 'object' || value === null) return draft
  for (const name of GUEST_FIELDS) {
    const text = (value as Record<string, unknown>)[name]
    if (typeof text === 'string' && text !== '') draft[name] = text
  }
  return draft
}

/** The tab's draft: none without storage (the server's render, turned off) or a readable entry. */
export function readGuestDraft(): GuestDraft {
  try {
    return pickDraft(JSON.parse(sessionStorage.getItem(GUEST_DRAFT) ?? 'null'))
  } catch {
    return {}
  }
}

/** Keeps the guest's fields of the form's values as the tab's draft (all empty: no draft). */
export function saveGuestDraft(values: unknown) {
  const draft = pickDraft(values)
  if (!Object.keys(draft).length) return forgetGuestDraft()
  try {
    sessionStorage.setItem(GUEST_DRAFT, JSON.stringify(draft))
  } catch {
    // Storage full or turned off: the form works without a draft.
  }
}

/** Forgets the tab's draft: once the booking is made. */
export function forgetGuestDraft() {
  try {
    sessionStorage.removeItem(GUEST_DRAFT)
  } catch {
    // Storage turned off: nothing was kept.
  }
}

/**
 * Puts the tab's draft back into the guest form's empty fields once the form is on the page
 * (the server's render knows no draft), through Conform's `update`. Gives the form's `onInput`,
 * which keeps the draft as the guest types, and only then: nothing writes it back after the
 * booking made has forgotten it.
 */
export function useGuestDraft({ id, update }: Pick<FormMetadata, 'id' | 'update'>) {
  React.useEffect(() => {
    const fields = document.forms.namedItem(id)?.elements
    for (const [name, text] of Object.entries(readGuestDraft())) {
      const field = fields?.namedItem(name)
      // What the guest typed before the page's scripts ran stays.
      if (field && 'value' in field && field.value === '') update({ name, value: text })
    }
  }, [id, update])
  return (event: React.FormEvent<HTMLFormElement>) =>
    saveGuestDraft(Object.fromEntries(new FormData(event.currentTarget)))
}
