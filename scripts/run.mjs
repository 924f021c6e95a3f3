// Small helpers for the project's scripts: run a command with the pinned Node first on PATH.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { createInterface } from 'node:readline'

const bin = path.resolve('node_modules/.bin')

/** The last `npm test`'s steps, times and outcome, which `npm run bench` reports. */
export const TEST_SUMMARY = 'test-results/npm-test.json'

/**
 * Runs a command, inheriting stdio (or, given a `prefix`, writing each line of its output after
 * it, for commands that run side by side); resolves with its exit code.
 */
export function run(command, args = [], { env = {}, prefix } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}`, ...env },
    })
    if (prefix) {
      for (const [from, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        createInterface({ input: from }).on('line', (line) => to.write(`${prefix} ${line}\n`))
      }
    }
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
    child.on('error', (error) => {
      console.error(error.message)
      resolve(1)
    })
  })
}

/** Runs commands side by side (`[command, args, options]` each); resolves with the worst exit code. */
export async function runSideBySide(commands) {
  const codes = await Promise.all(
    commands.map(([command, args, options]) => run(command, args, options)),
  )
  return Math.max(...codes)
}
