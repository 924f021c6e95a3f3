// `npm run chromatic`: publishes the catalogue to Chromatic when a project token is set; without
// one it says so and exits 0 (the committed visual tests of `npm test` still run).
// Chromatic builds the catalogue with `npm run build-storybook` and reads the token from
// CHROMATIC_PROJECT_TOKEN. Visual changes are reviewed in Chromatic, whose status check on the
// pull request holds the merge, so the command itself exits 0 on changes; builds of `main`
// accept their changes, as they were reviewed before the merge. Extra arguments go to Chromatic
// (`npm run chromatic -- --dry-run`, say).
import { run } from './run.mjs'

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'Chromatic is not configured: set CHROMATIC_PROJECT_TOKEN to publish the catalogue ' +
      '(https://www.chromatic.com/docs/setup). Nothing was published.',
  )
  process.exit(0)
}
process.exit(
  await run('chromatic', [
    '--build-script-name',
    'build-storybook',
    '--exit-zero-on-changes',
    '--auto-accept-changes',
    'main',
    ...process.argv.slice(2),
  ]),
)
