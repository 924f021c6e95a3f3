// `npm start`: builds the app when the build is missing or older than its sources, then serves it.
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

import { run } from './run.mjs'

const INPUTS = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json']
const BUILD_MARKER = 'dist/index.html'

function newestMtime(entry) {
  if (!existsSync(entry)) return 0
  const stat = statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...readdirSync(entry).map((name) => newestMtime(path.join(entry, name))))
}

const builtAt = existsSync(BUILD_MARKER) ? statSync(BUILD_MARKER).mtimeMs : 0
const sourcesAt = Math.max(...INPUTS.map(newestMtime))
if (builtAt < sourcesAt) {
  console.log(
    builtAt ? 'The build is older than its sources: rebuilding…' : 'No build yet: building…',
  )
  const code = await run('vite', ['build', '--logLevel', 'warn'])
  if (code !== 0) process.exit(code)
}

process.exit(await run(process.execPath, ['--import', 'tsx', 'server/main.ts']))
