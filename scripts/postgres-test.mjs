// The API tests on a real Postgres server: starts a throwaway cluster (Debian's `postgresql`,
// installed with apt-get when missing and allowed), runs the database tests with DATABASE_URL,
// then stops it and deletes it. Prints why when it skips. Extra arguments go to vitest.
//   node scripts/postgres-test.mjs [vitest args]
// With DATABASE_URL already set, it uses that server and starts nothing.
import { execFileSync, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { run } from './run.mjs'

const TESTS = ['tests/api', 'tests/contract']
const started = Date.now()
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`
const extraArgs = process.argv.slice(2)

function runTests(databaseUrl) {
  return run('vitest', ['run', '--project', 'unit', ...TESTS, ...extraArgs], {
    env: { DATABASE_URL: databaseUrl },
  })
}

if (process.env.DATABASE_URL) {
  console.log('Using the Postgres server in DATABASE_URL.')
  process.exit(await runTests(process.env.DATABASE_URL))
}

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

function skip(reason) {
  console.log(`Postgres tests skipped: ${reason}`)
  console.log(
    'Run them against any server with: DATABASE_URL=postgres://… node scripts/postgres-test.mjs',
  )
  process.exit(0)
}

let binDir = findBinDir()
if (!binDir) {
  if (!isRoot || !has('apt-get'))
    skip('no initdb/pg_ctl found, and cannot apt-get install postgresql here.')
  console.log("Installing Debian's postgresql package…")
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status
  if (install() !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit' })
    if (install() !== 0) skip('apt-get install postgresql failed.')
  }
  binDir = findBinDir()
  if (!binDir) skip('postgresql installed but initdb was not found.')
  console.log(`Installed postgresql in ${seconds()}.`)
}

// initdb refuses to run as root: run the cluster as the `postgres` user then.
const asUser = isRoot ? ['runuser', '-u', 'postgres', '--'] : []
if (isRoot && spawnSync('id', ['postgres'], { stdio: 'ignore' }).status !== 0) {
  skip('running as root and there is no postgres user to own the cluster.')
}
const pg = (tool, args) => {
  const [cmd, ...rest] = [...asUser, path.join(binDir, tool), ...args]
  return spawnSync(cmd, rest, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' })
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
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    stop()
    process.exit(1)
  })
}

let code = 1
try {
  const init = pg('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ])
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.stderr}`)
  const port = await freePort()
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`
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
  const version = pg('pg_ctl', ['--version']).stdout.trim()
  console.log(`Started ${version} on port ${port} in ${seconds()}.`)
  code = await runTests(`postgres://postgres@127.0.0.1:${port}/postgres`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
} finally {
  stop()
  console.log(`Postgres tests finished in ${seconds()} (exit ${code}).`)
}
process.exit(code)
