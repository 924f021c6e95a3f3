// `npm run chromatic`: publishes the catalogue to Chromatic when a project token is set.
import { run } from './run.mjs'

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'Chromatic is not configured: set CHROMATIC_PROJECT_TOKEN to publish the catalogue ' +
      '(https://www.chromatic.com/docs/setup). Nothing was published.',
  )
  process.exit(0)
}
process.exit(
  await run('chromatic', ['--exit-zero-on-changes', '--build-script-name', 'build-storybook']),
)
