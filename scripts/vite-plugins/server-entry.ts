import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { build, type Plugin, type ResolvedConfig } from 'vite'

/** The app's server entry, and where the build writes it inside the client's output. */
export const SERVER_ENTRY = 'src/entry-server.tsx'
export const SERVER_OUT_DIR = 'server'

/**
 * Builds the app's server entry after the client (`vite build`): the same config (so asset URLs
 * match the client's files) for Node, into `{outDir}/server/entry-server.js`, with its
 * dependencies bundled in (the build can live outside the project, as the bench's does). The
 * client's build writes its manifest (`.vite/manifest.json`), which the entry reads to name each
 * page's code and styles.
 */
export function nightjarServerEntry(): Plugin {
  let config: ResolvedConfig
  let enabled = false
  return {
    name: 'nightjar:server-entry',
    apply: 'build',
    config(userConfig) {
      if (userConfig.build?.ssr) return
      return { build: { manifest: true } }
    },
    configResolved(resolved) {
      config = resolved
      enabled =
        !resolved.build.ssr &&
        resolved.build.write !== false &&
        !process.env.VITEST &&
        !resolved.plugins.some((p) => p.name.includes('storybook'))
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler(output) {
        if (!enabled) return
        const outDir = output.dir ?? config.build.outDir
        const started = performance.now()
        // The server's code shows the same build id as the client's.
        const { id } = JSON.parse(
          await readFile(path.join(outDir, 'builds/latest.json'), 'utf8'),
        ) as { id: string }
        await build({
          configFile: config.configFile,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          define: {
            'import.meta.env.VITE_BUILD_ID': JSON.stringify(id),
            // React's production build, whatever NODE_ENV the server later runs with (the tests
            // run it with `test`): the same React as the browser's, without development checks.
            'process.env.NODE_ENV': JSON.stringify(
              config.mode === 'production' ? 'production' : 'development',
            ),
          },
          ssr: { noExternal: true, target: 'node' },
          build: {
            ssr: path.join(config.root, SERVER_ENTRY),
            outDir: path.join(outDir, SERVER_OUT_DIR),
            emptyOutDir: true,
            sourcemap: false,
            minify: false,
            copyPublicDir: false,
            // One file: every page's code loads with it, none on a visitor's request.
            rolldownOptions: {
              output: { entryFileNames: 'entry-server.js', codeSplitting: false },
            },
          },
        })
        config.logger.info(
          `Built the server entry in ${Math.round(performance.now() - started)} ms`,
        )
      },
    },
  }
}
