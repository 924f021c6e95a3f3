// Runs a command with CHROMIUM_PATH set to a Chromium found (or installed) by chromium.mjs.
import { spawn } from 'node:child_process'

import { findChromium } from './chromium.mjs'

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('usage: node scripts/with-chromium.mjs <command> [args…]')
  process.exit(2)
}
const CHROMIUM_PATH = await findChromium()
const child = spawn(command, args, {
  stdio: 'inherit',
  shell: process.platform === 'win32',
  env: { ...process.env, CHROMIUM_PATH },
})
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
