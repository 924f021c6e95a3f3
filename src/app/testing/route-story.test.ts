import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { routeStory, staffRouteStory } from './route-story'

const root = path.resolve(import.meta.dirname, '../../..')

/** Every stories file whose meta spreads a route story (the pages and the user flows). */
function routeStoryFiles() {
  return readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.stories.tsx'))
    .map((file) => ({ file, text: readFileSync(path.join(root, 'src', file), 'utf8') }))
    .filter(({ text }) => /^export default \{\n[^}]*\.\.\.(staffR|r)outeStory\(/m.test(text))
}

describe('routeStory', () => {
  it('draws pages full screen, and on a docs page each in a frame of its own', () => {
    const { parameters } = routeStory('/')
    expect(parameters).toMatchObject({
      layout: 'fullscreen',
      docs: { story: { inline: false } },
    })
  })

  it("merges a file's description and parameters over the page's own", () => {
    const { parameters } = staffRouteStory('/admin', {
      description: 'The staff area.',
      parameters: { docs: { story: { height: '900px' } }, a11y: { test: 'error' } },
    })
    expect(parameters).toEqual({
      layout: 'fullscreen',
      docs: {
        story: { inline: false, height: '900px' },
        description: { component: 'The staff area.' },
      },
      a11y: { test: 'error' },
    })
  })

  it('is not undone by a stories file', () => {
    const files = routeStoryFiles()
    expect(files.length).toBeGreaterThan(10)
    // Storybook turns a doc comment above the meta into a `parameters` key of the meta, which
    // replaces the spread's; so does a `parameters` key written there. Either puts the page back
    // in the centre of the canvas and its docs examples back on one shared mock API.
    const undone = files
      .filter(({ text }) =>
        /\*\/\s*\nexport default \{|^export default \{\n[^}]*^ {2}parameters:/m.test(text),
      )
      .map(({ file }) => file)
    expect(undone).toEqual([])
  })
})
