import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * A story is its name: each state story ends showing the state it is named for, so no two
 * stories of one component or page may end on the same picture (an "Error" story whose retry
 * succeeds would draw the same as "Default"). Checked on the committed baselines, per viewport.
 */
const BASELINES = path.join(import.meta.dirname, '__screenshots__')

const folders = readdirSync(BASELINES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

describe('story baselines', () => {
  it('exist for the catalogue', () => {
    expect(folders.length).toBeGreaterThan(20)
  })

  it.each(folders)('%s: every story draws a picture of its own', (folder) => {
    const byHash = new Map<string, string[]>()
    for (const file of readdirSync(path.join(BASELINES, folder))) {
      if (!file.endsWith('.png')) continue
      const hash = createHash('sha256')
        .update(readFileSync(path.join(BASELINES, folder, file)))
        .digest('hex')
      byHash.set(hash, [...(byHash.get(hash) ?? []), file])
    }
    const same = [...byHash.values()].filter((files) => files.length > 1)
    expect(same, `${folder}: these stories end on the same picture`).toEqual([])
  })
})
