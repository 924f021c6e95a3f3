// Small helpers for the project's scripts: run a command with the pinned Node first on PATH.
import { spawn } from 'node:child_process'
import path from 'node:path'

const bin = path.resolve('node_modules/.bin')

/** Runs a command, inheriting stdio; resolves with its exit code. */
export function run(command, args = [], { env = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}`, ...env },
    })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
    child.on('error', (error) => {
      console.error(error.message)
      resolve(1)
    })
  })
}
