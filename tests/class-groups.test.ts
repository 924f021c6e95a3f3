import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { twMerge } from 'tailwind-merge'
import { describe, expect, it } from 'vitest'

import { cn } from '@/components/lib/cn'

import { classGroupTable, sourceWords } from '../scripts/vite-plugins/class-groups'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** The source files whose classes can reach `cn()`: the app's and the catalogue's. */
const sources = execFileSync('git', ['ls-files', 'src', '.storybook'], { cwd: root })
  .toString()
  .split('\n')
  .filter((file) => /\.(tsx?|mdx)$/.test(file))
  .map((file) => readFileSync(path.join(root, file), 'utf8'))

/** The string literals of those files that read as class lists. */
const classLists = sources
  .flatMap((source) =>
    [...source.matchAll(/(['"`])((?:(?!\1)[^\\\n])*)\1/g)].map(([, , literal]) => literal!),
  )
  .filter((text) => /^[\w\-:[\]&.=/()!%*>@# ,']+$/.test(text))

/**
 * A class list with each repeated class kept only where it last appears: what it draws. The
 * table leaves out a class that no other class of the source overrides, so `cn` keeps a second
 * one of it where tailwind-merge drops the first; both draw the same.
 */
const drawn = (classes: string) => {
  const names = classes.split(' ')
  return names.filter((name, i) => names.indexOf(name, i + 1) < 0).join(' ')
}

describe('cn', () => {
  it('merges every class list of the source as tailwind-merge does, alone and after the next', () => {
    expect(classLists.length).toBeGreaterThan(500)
    classLists.forEach((classes, i) => {
      expect(drawn(cn(classes)), classes).toBe(drawn(twMerge(classes)))
      const pair = `${classes} ${classLists[(i + 1) % classLists.length]}`
      expect(drawn(cn(pair)), pair).toBe(drawn(twMerge(pair)))
    })
  })

  it('knows every class of the source: each overrides the others of its group and keeps its variants apart', () => {
    const words = [...new Set(sources.flatMap(sourceWords))]
    for (const word of words) {
      for (const list of [`${word} ${word}`, `${word} md:${word}`, `hover:${word} ${word}!`]) {
        expect(drawn(cn(list)), list).toBe(drawn(twMerge(list)))
      }
    }
  })

  it('drops an earlier class of the group a later one is in; keeps a lone class given twice', () => {
    expect(cn('px-2')).toBe('px-2')
    expect(cn('truncate', 'truncate')).toBe('truncate truncate')
  })

  it('lets the later of two conflicting classes win', () => {
    expect(cn('px-3', 'py-1', 'px-4')).toBe('py-1 px-4')
    expect(cn('ring-1', 'ring-border', 'ring-2', 'ring-error')).toBe('ring-2 ring-error')
    expect(cn('text-sm', 'text-fg', 'text-base')).toBe('text-fg text-base')
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2')
    expect(cn('px-2', 'p-4')).toBe('p-4')
    expect(cn('md:hover:bg-surface', 'hover:md:bg-bg')).toBe('hover:md:bg-bg')
  })

  it('keeps classes it does not know, and joins conditional ones', () => {
    const off = Number('0') > 0
    expect(cn('nightjar-special', off && 'x', null, ['px-2', { 'px-3': true }])).toBe(
      'nightjar-special px-3',
    )
  })
})

describe('classGroupTable', () => {
  it('groups classes as tailwind-merge does, stems written once', () => {
    const table = classGroupTable([
      'px-1',
      'px-2',
      'hover:px-3',
      'bg-primary/10',
      'bg-fg',
      'nothing',
    ])
    expect(table.groups).toEqual(['bg-fg /bg-primary/10', 'px-:1,2,3'])
    expect(table.conflicts).toEqual([[], []])
  })

  it('leaves out a lone class no other class overrides, and keeps one that another does', () => {
    const table = classGroupTable(['truncate', 'p-2', 'px-1', 'text-lg/7', 'leading-6'])
    // font-size (text-lg/7) sets the line height too; p-2 overrides px-1.
    expect(table.groups).toEqual(['/text-lg/7', 'leading-6', 'p-2', 'px-1'])
    expect(table.conflicts).toEqual([[1], [], [3], []])
    expect(table.modifierConflicts).toEqual({ 0: [1] })
  })
})
