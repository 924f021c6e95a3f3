import { describe, expect, it } from 'vitest'

import { buildManifest, DEV_BUILD_ID } from '../scripts/vite-plugins/build-manifest'

type Hook = (...args: unknown[]) => unknown

/** Runs the plugin's hooks the way Vite would for one command. */
function run(command: 'build' | 'serve', options?: Parameters<typeof buildManifest>[0]) {
  const plugin = buildManifest(options)
  const config = (plugin.config as Hook)({}, { command, mode: 'production' }) as {
    define: Record<string, string>
  }
  const emitted: Array<{ fileName: string; source: string }> = []
  ;(plugin.generateBundle as Hook).call({ emitFile: (file: never) => emitted.push(file) }, {}, {})
  return { config, emitted }
}

describe('build-manifest plugin', () => {
  it('writes builds/latest.json and builds/meta/{id}.json with { id, timestamp }', () => {
    const { config, emitted } = run('build', { id: 'b-42', now: () => 1_700_000_000_000 })
    expect(config.define['import.meta.env.VITE_BUILD_ID']).toBe('"b-42"')
    expect(emitted.map((file) => file.fileName)).toEqual([
      'builds/latest.json',
      'builds/meta/b-42.json',
    ])
    for (const file of emitted) {
      expect(JSON.parse(file.source)).toEqual({ id: 'b-42', timestamp: 1_700_000_000_000 })
    }
  })

  it('gives every build a new id', () => {
    const a = run('build').config.define['import.meta.env.VITE_BUILD_ID']
    const b = run('build').config.define['import.meta.env.VITE_BUILD_ID']
    expect(a).not.toBe(b)
  })

  it('writes nothing for the dev server, where the id is "dev"', () => {
    const { config, emitted } = run('serve')
    expect(config.define['import.meta.env.VITE_BUILD_ID']).toBe(JSON.stringify(DEV_BUILD_ID))
    expect(emitted).toEqual([])
  })
})
