import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

import type { ViteDevServer } from 'vite'

/**
 * How a build plugin reads the source (the icon names): the files it reads, and in dev, its
 * virtual module made again when one of those files changes.
 */
export interface SourceScan {
  /** Whether the plugin reads this file (by its path). */
  reads: (file: string) => boolean
  /** Folders never entered. */
  skippedDirs: ReadonlySet<string>
}

/** Every file below `dir` that `scan` reads. */
export function sourceFiles(dir: string, scan: SourceScan, files: string[] = []): string[] {
  if (!existsSync(dir)) return files
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      if (!scan.skippedDirs.has(entry.name)) sourceFiles(full, scan, files)
    } else if (scan.reads(full)) {
      files.push(full)
    }
  }
  return files
}

/**
 * In dev: each file added, changed or removed goes to `changed`; when it says the module's
 * content changed, the virtual module `resolvedId` is dropped from every environment's module
 * graph and the page reloads.
 */
export function reloadWhenSourceChanges(
  server: ViteDevServer,
  resolvedId: string,
  changed: (file: string) => boolean,
) {
  const onChange = (file: string) => {
    if (!changed(file)) return
    for (const environment of Object.values(server.environments)) {
      const mod = environment.moduleGraph.getModuleById(resolvedId)
      if (mod) environment.moduleGraph.invalidateModule(mod)
    }
    server.ws.send({ type: 'full-reload' })
  }
  server.watcher.on('add', onChange)
  server.watcher.on('change', onChange)
  server.watcher.on('unlink', onChange)
}
