// The API tests on a real Postgres server: starts a throwaway cluster (Debian's `postgresql`,
// installed with apt-get when missing and allowed), runs the database tests with DATABASE_URL,
// then stops it and deletes it. Prints why when it skips. Extra arguments go to vitest.
//   node scripts/postgres-test.mjs [vitest args]
// With DATABASE_URL already set, it uses that server and starts nothing.
import { startCluster } from './postgres-cluster.mjs'
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

let cluster
try {
  cluster = await startCluster()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
if (cluster.skipped) {
  console.log(`Postgres tests skipped: ${cluster.skipped}`)
  console.log(
    'Run them against any server with: DATABASE_URL=postgres://… node scripts/postgres-test.mjs',
  )
  process.exit(0)
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    cluster.stop()
    process.exit(1)
  })
}
let code = 1
try {
  console.log(`Started ${cluster.version} in ${seconds()}.`)
  code = await runTests(cluster.url)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
} finally {
  cluster.stop()
  console.log(`Postgres tests finished in ${seconds()} (exit ${code}).`)
}
process.exit(code)
