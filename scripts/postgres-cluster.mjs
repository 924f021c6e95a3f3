// A throwaway local Postgres cluster (Debian's `postgresql`, installed with apt-get when missing
// and allowed), for the Postgres tests and the bench: `startCluster()` gives its URL and a
// `stop()` that stops it and deletes it, or says why there is none.
import { execFileSync, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0
const isRoot = process.getuid?.() === 0

/** The directory holding initdb and pg_ctl, or undefined. */
function findBinDir() {
  if (has('initdb') && has('pg_ctl')) {
    return path.dirname(execFileSync('sh', ['-c', 'command -v initdb']).toString().trim())
  }
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined
}

/** initdb and pg_ctl, installed first when they are missing and this machine allows it. */
function postgresBinaries(log) {
  const found = findBinDir()
  if (found) return { binDir: found }
  if (!isRoot || !has('apt-get')) {
    return { skipped: 'no initdb/pg_ctl found, and cannot apt-get install postgresql here.' }
  }
  log("Installing Debian's postgresql package…")
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status
  if (install() !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit' })
    if (install() !== 0) return { skipped: 'apt-get install postgresql failed.' }
  }
  const binDir = findBinDir()
  return binDir ? { binDir } : { skipped: 'postgresql installed but initdb was not found.' }
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

/**
 * Starts a cluster on a free port in a temporary directory. `durable: false` (the tests) turns
 * fsync off; the bench keeps Postgres's usual durability. Resolves with `{ url, version, stop }`,
 * or `{ skipped: reason }` when Postgres cannot be had here.
 */
export async function startCluster({ durable = false, log = console.log } = {}) {
  const binaries = postgresBinaries(log)
  if (binaries.skipped) return binaries
  // initdb refuses to run as root: run the cluster as the `postgres` user then.
  const asUser = isRoot ? ['runuser', '-u', 'postgres', '--'] : []
  if (isRoot && spawnSync('id', ['postgres'], { stdio: 'ignore' }).status !== 0) {
    return { skipped: 'running as root and there is no postgres user to own the cluster.' }
  }
  const pg = (tool, args) => {
    const [cmd, ...rest] = [...asUser, path.join(binaries.binDir, tool), ...args]
    return spawnSync(cmd, rest, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' })
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'nightjar-pg-'))
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString())
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString())
    chownSync(dir, uid, gid)
  }
  const dataDir = path.join(dir, 'data')
  let running = false
  const stop = () => {
    if (running) pg('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop'])
    running = false
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    const init = pg('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      ...(durable ? [] : ['--no-sync']),
    ])
    if (init.status !== 0) throw new Error(`initdb failed:\n${init.stderr}`)
    const port = await freePort()
    const options =
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200` +
      (durable ? '' : ' -c fsync=off')
    const start = pg('pg_ctl', [
      '-D',
      dataDir,
      '-o',
      options,
      '-l',
      path.join(dir, 'log'),
      '-w',
      'start',
    ])
    if (start.status !== 0) throw new Error(`pg_ctl start failed:\n${start.stderr}${start.stdout}`)
    running = true
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      version: pg('pg_ctl', ['--version']).stdout.trim(),
      stop,
    }
  } catch (error) {
    stop()
    throw error
  }
}
