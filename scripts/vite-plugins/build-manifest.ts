import { randomUUID } from 'node:crypto'

import type { Plugin } from 'vite'

/** What `builds/latest.json` and `builds/meta/{id}.json` hold. */
export interface BuildManifest {
  id: string
  timestamp: number
}

export interface BuildManifestOptions {
  /** The build id; a fresh UUID per build by default. */
  id?: string
  /** Clock for the timestamp (tests). */
  now?: () => number
}

/** The id the app sees outside a production build (dev server, Storybook, Vitest). */
export const DEV_BUILD_ID = 'dev'

/**
 * Gives each build an id and writes `builds/latest.json` (`{ id, timestamp }`) and
 * `builds/meta/{id}.json` into the output. The app gets its own id as
 * `import.meta.env.VITE_BUILD_ID`, fetches its manifest, and polls `latest.json` to notice a
 * newer deployment (src/app/build-update.ts).
 */
export function buildManifest(options: BuildManifestOptions = {}): Plugin {
  const id = options.id ?? randomUUID()
  let isBuild = false
  return {
    name: 'nightjar:build-manifest',
    config(userConfig, { command }) {
      // The server entry's build (`build.ssr`) is given the client's id by the build that runs it.
      if (userConfig.build?.ssr) return
      isBuild = command === 'build'
      return {
        define: {
          'import.meta.env.VITE_BUILD_ID': JSON.stringify(isBuild ? id : DEV_BUILD_ID),
        },
      }
    },
    generateBundle() {
      if (!isBuild) return
      const manifest: BuildManifest = { id, timestamp: (options.now ?? Date.now)() }
      const source = `${JSON.stringify(manifest)}\n`
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source })
      this.emitFile({ type: 'asset', fileName: `builds/meta/${id}.json`, source })
    },
  }
}
