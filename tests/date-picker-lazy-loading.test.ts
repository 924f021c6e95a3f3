/**
 * Builds a page that renders only a closed DatePickerField and checks what its first load pulls
 * in: the entry chunk and everything it imports statically must not contain react-day-picker,
 * our grids, or the popover (Radix Popover, Floating UI); those must sit in chunks that are only
 * imported dynamically.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import react from '@vitejs/plugin-react'
import { build, type Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'

const here = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/components/date-picker',
)
const entry = path.join(here, 'fixtures', 'closed-field-entry.tsx')

const heavy = [
  /node_modules\/react-day-picker\//,
  /date-picker\/calendar-view\.tsx$/,
  /date-picker\/period-view\.tsx$/,
  /date-picker\/time-view\.tsx$/,
  /node_modules\/@radix-ui\/react-popover\//,
  /node_modules\/@floating-ui\//,
]

async function buildChunks(): Promise<Rolldown.OutputChunk[]> {
  const result = await build({
    configFile: false,
    root: here,
    logLevel: 'silent',
    plugins: [react()],
    build: {
      write: false,
      minify: false,
      modulePreload: false,
      rolldownOptions: { input: entry },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  return outputs
    .flatMap((o) => o.output)
    .filter((o): o is Rolldown.OutputChunk => o.type === 'chunk')
}

/** The entry chunk and every chunk it reaches through static imports. */
function initialChunks(chunks: Rolldown.OutputChunk[]): Rolldown.OutputChunk[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]))
  const first = chunks.filter((c) => c.isEntry)
  const seen = new Set(first)
  const queue = [...first]
  while (queue.length) {
    const chunk = queue.shift()!
    for (const name of chunk.imports) {
      const next = byName.get(name)
      if (next && !seen.has(next)) {
        seen.add(next)
        queue.push(next)
      }
    }
  }
  return [...seen]
}

describe('a page with only a closed DatePickerField', () => {
  it('does not load the calendar or the grids up front', { timeout: 120_000 }, async () => {
    const chunks = await buildChunks()
    const initial = initialChunks(chunks)
    expect(initial.length).toBeGreaterThan(0)
    const initialModules = initial.flatMap((c) => c.moduleIds)
    // The field itself is there…
    expect(initialModules.some((id) => id.endsWith('date-picker/date-picker-field.tsx'))).toBe(true)
    // …but none of the heavy views.
    for (const pattern of heavy) {
      expect(initialModules.filter((id) => pattern.test(id))).toEqual([])
    }
    expect(initial.map((c) => c.code).join('\n')).not.toContain('labelDayButton')

    // They are built, in chunks that load on demand.
    const lazy = chunks.filter((c) => !initial.includes(c))
    const lazyModules = lazy.flatMap((c) => c.moduleIds)
    for (const pattern of heavy) {
      expect(lazyModules.some((id) => pattern.test(id))).toBe(true)
    }
    const entryChunk = initial.find((c) => c.isEntry)!
    expect(entryChunk.dynamicImports.length).toBeGreaterThanOrEqual(3)
  })
})
