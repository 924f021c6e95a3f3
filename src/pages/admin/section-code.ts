import type * as React from 'react'

import type { SectionAction, SectionLoader } from './lib/admin-route'
import { sectionFile } from './section-files'
import { ADMIN_SECTIONS, type AdminSectionId } from './sections'

const ADMIN_SECTION_IDS = ADMIN_SECTIONS.map((section) => section.id)

/**
 * Each staff section is a module of its own, loaded when it is first opened (or prefetched from
 * a link to it): its `loader` (inputs from the URL, data from the API), its `Component`, and the
 * `actions` of the writes its screen makes, by intent.
 */
export interface SectionModule {
  loader: SectionLoader
  Component: React.ComponentType
  actions?: Readonly<Record<string, SectionAction>>
}

/** Every section module's loader, by its file (`/src/pages/admin/rooms/rooms-section.tsx`). */
const SECTION_MODULES = import.meta.glob<SectionModule>('/src/pages/admin/*/*-section.tsx')

/** The modules loaded so far, for the staff page to draw at once (each loads once). */
const loaded = new Map<AdminSectionId, SectionModule>()

/** Loads a section's module (its own chunk). */
export async function loadSection(id: AdminSectionId): Promise<SectionModule> {
  const load = SECTION_MODULES[`/${sectionFile(id)}`]
  if (!load) throw new Error(`No section module for ${id}`)
  const code = await load()
  loaded.set(id, code)
  return code
}

/** A section's module once `loadSection` has loaded it (the staff route's loader does). */
export function loadedSection(id: AdminSectionId): SectionModule {
  const code = loaded.get(id)
  if (!code) throw new Error(`The section ${id} has not loaded yet.`)
  return code
}

/**
 * Loads every section's module, one after another, for a staff area that keeps working when the
 * network goes (each is loaded once; a failure is left for the visit to report).
 */
export async function loadEverySection(): Promise<void> {
  for (const id of ADMIN_SECTION_IDS) {
    if (loaded.has(id)) continue
    await loadSection(id).catch(() => {})
  }
}
