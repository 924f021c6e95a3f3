// Finds a Chromium for the browser tests: CHROMIUM_PATH, then Playwright's own download, then the
// system package. On Debian as root with none present, installs Debian's `chromium`.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']

/** Flags for a headless Chromium on a machine with a closed network and no GPU. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

async function playwrightChromium() {
  try {
    const { chromium } = await import('playwright')
    const path = chromium.executablePath()
    return path && existsSync(path) ? path : undefined
  } catch {
    return undefined
  }
}

function canInstallDebianChromium() {
  return (
    process.platform === 'linux' &&
    typeof process.getuid === 'function' &&
    process.getuid() === 0 &&
    existsSync('/etc/debian_version') &&
    existsSync('/usr/bin/apt-get')
  )
}

export async function findChromium({ install = true } = {}) {
  const fromEnv = process.env.CHROMIUM_PATH
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH points to a missing file: ${fromEnv}`)
    return fromEnv
  }
  const found = (await playwrightChromium()) ?? SYSTEM_PATHS.find((p) => existsSync(p))
  if (found) return found
  if (install && canInstallDebianChromium()) {
    console.log('No Chromium found: installing Debian\'s "chromium" package (about a minute)…')
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium'
  }
  throw new Error(
    'No Chromium found. Set CHROMIUM_PATH to a Chromium or Chrome binary, or install one ' +
      '(Debian/Ubuntu: apt-get install chromium).',
  )
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await findChromium())
}
