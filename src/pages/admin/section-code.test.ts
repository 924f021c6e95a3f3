import { describe, expect, it } from 'vitest'

import { loadSection } from './section-code'
import { sectionFile } from './section-files'
import { ADMIN_SECTIONS, sectionFromParam } from './sections'

const at = (search: string) =>
  sectionFromParam(new URL(`http://inn.test/admin${search}`).searchParams.get('section'))?.id

describe('the staff sections’ own modules', () => {
  it('loads each section’s module, with its loader and component', async () => {
    for (const { id } of ADMIN_SECTIONS) {
      const code = await loadSection(id)
      expect(typeof code.loader, id).toBe('function')
      expect(typeof code.Component, id).toBe('function')
    }
  })

  it('gives every screen the actions of the writes it makes', async () => {
    const intents = async (id: (typeof ADMIN_SECTIONS)[number]['id']) =>
      Object.keys((await loadSection(id)).actions ?? {}).sort()
    const bookingWrites = [
      'cancel-booking',
      'move-booking',
      'save-booking',
      'stay-action',
      'undo-status',
    ]
    // The booking dialogs open from the front desk and the overview too.
    expect(await intents('bookings')).toEqual(bookingWrites)
    expect(await intents('frontdesk')).toEqual(bookingWrites)
    expect(await intents('overview')).toEqual(bookingWrites)
    expect(await intents('rooms')).toEqual(['save-closures', 'save-room'])
    expect(await intents('staff')).toEqual(['add-staff', 'update-staff'])
    expect(await intents('reports')).toEqual([])
  })

  it('names the module an address opens: the front desk without a section, none for an unknown one', () => {
    expect(at('')).toBe('frontdesk')
    expect(sectionFile('frontdesk')).toBe('src/pages/admin/front-desk/front-desk-section.tsx')
    expect(at('?section=rates&period=3')).toBe('rates')
    expect(at('?section=nope')).toBeUndefined()
    expect(at('?section=toString')).toBeUndefined()
  })
})
