import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import type { ComponentGuide } from './guide'

/*
 * Every component's docs page has the designer's sections: each stories file of a component
 * imports a guide from a `{name}.guide.ts` beside it and gives it to its meta as
 * `parameters.docs.guide`; no section of a guide is empty, its parts name slots the code draws and
 * its tokens are the theme's.
 */

const components = path.resolve(import.meta.dirname, '..')

/** Folders of the design system that are not components (no guide). */
const NOT_COMPONENTS = new Set(['foundations'])

/**
 * Components that take no focus of their own (nothing in them answers to a key), whose keyboard
 * table may be empty: by stories file.
 */
/** Components that draw nothing of the theme's own (a photograph and its box). */
const NO_TOKENS = new Set(['image.stories.tsx'])

const NO_FOCUS = new Set([
  'badge.stories.tsx',
  'card.stories.tsx',
  'error-page.stories.tsx',
  'form-field.stories.tsx',
  'icon.stories.tsx',
  'image.stories.tsx',
  'kbd.stories.tsx',
  'navigation-progress.stories.tsx',
  'progress.stories.tsx',
])

const storiesFiles = readdirSync(components, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !NOT_COMPONENTS.has(entry.name))
  .flatMap((folder) =>
    readdirSync(path.join(components, folder.name))
      .filter((file) => file.endsWith('.stories.tsx'))
      .map((file) => path.join(folder.name, file)),
  )
  .sort()

/** The components' source, where the anatomy's slots must appear. */
const source = readdirSync(components, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.tsx') && !file.endsWith('.stories.tsx'))
  .map((file) => readFileSync(path.join(components, file), 'utf8'))
  .join('\n')

const theme = readFileSync(path.join(components, 'theme/theme.css'), 'utf8')

/** A slot written out (`data-slot="card-header"`) or built from a quoted prefix (`${slot}-wrapper`). */
function drawn(slot: string) {
  if (new RegExp(`["'\`]${slot}["'\`]`).test(source)) return true
  return slot
    .split('-')
    .some(
      (_, i, parts) =>
        i > 0 &&
        source.includes(`}-${parts.slice(i).join('-')}\``) &&
        new RegExp(`["']${parts.slice(0, i).join('-')}["']`).test(source),
    )
}

/** What is missing from one stories file's guide, in words; empty when nothing is. */
async function problemsOf(file: string): Promise<string[]> {
  const text = readFileSync(path.join(components, file), 'utf8')
  const imported = /import \{ (\w+) \} from '\.\/([\w-]+\.guide)'/.exec(text)
  if (!imported) return ['imports no guide (`import { …Guide } from "./….guide"`)']
  const [, name, module] = imported as unknown as [string, string, string]
  const guideFile = path.join(components, path.dirname(file), `${module}.ts`)
  if (!existsSync(guideFile)) return [`${module}.ts does not exist`]

  const problems: string[] = []
  const meta = /^(?:const meta = |export default )\{$[\s\S]*?^\}/m.exec(text)?.[0] ?? ''
  const passed = name === 'guide' ? 'guide' : `guide: ${name}`
  if (!new RegExp(`docs: \\{[\\s\\S]*\\b${passed}\\b`).test(meta))
    problems.push(`meta does not pass ${name} as parameters.docs.guide`)

  const guide = (await import(guideFile))[name] as ComponentGuide | undefined
  if (!guide) return [...problems, `${module}.ts exports no ${name}`]
  const empty = (list: unknown[]) => list.length === 0
  const blank = (value: string | undefined) => !value?.trim()

  if (blank(guide.summary)) problems.push('summary is empty')
  for (const section of ['use', 'avoid', 'do', 'dont'] as const)
    if (empty(guide[section]) || guide[section].some(blank)) problems.push(`${section} is empty`)
  if (empty(guide.anatomy)) problems.push('anatomy is empty')
  for (const part of guide.anatomy) {
    if (blank(part.part) || blank(part.description)) problems.push(`anatomy ${part.slot} is blank`)
    if (!drawn(part.slot)) problems.push(`anatomy: no component draws data-slot "${part.slot}"`)
  }
  if (empty(guide.keyboard) && !NO_FOCUS.has(path.basename(file)))
    problems.push('keyboard is empty, and the component takes focus')
  if (guide.keyboard.some((row) => blank(row.keys) || blank(row.action)))
    problems.push('a keyboard row is blank')
  if (blank(guide.accessibility.pattern)) problems.push('accessibility pattern is empty')
  if (empty(guide.accessibility.notes)) problems.push('accessibility notes are empty')
  if (empty(guide.tokens) && !NO_TOKENS.has(path.basename(file)))
    problems.push('tokens are empty, and the component draws with the theme')
  for (const token of guide.tokens)
    if (!theme.includes(`${token}:`)) problems.push(`token ${token} is not in theme.css`)
  if (empty(guide.defaults)) problems.push('defaults are empty')
  if (guide.defaults.some((row) => blank(row.name) || blank(row.value)))
    problems.push('a default is blank')
  return problems
}

describe('component guides', () => {
  it('finds the components', () => {
    expect(storiesFiles).toContain('button/button.stories.tsx')
    expect(storiesFiles.length).toBeGreaterThan(25)
  })

  it('every component has a full guide, wired into its docs page', async () => {
    const missing: Record<string, string[]> = {}
    for (const file of storiesFiles) {
      const problems = await problemsOf(file)
      if (problems.length > 0) missing[file] = problems
    }
    expect(missing).toEqual({})
  })
})
