import {
  ArgTypes,
  Controls,
  Description,
  Heading,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks'
import { formatHex, parse } from 'culori'
import type * as React from 'react'

import type { ComponentGuide } from '@/components/lib/guide'
import { type Token, tokenDescriptions } from '@/components/theme/tokens'

import { columns, DoDont, Text } from './docs-blocks'

/*
 * The catalogue's docs page. A component whose stories carry a guide (`parameters.docs.guide`,
 * see src/components/lib/guide.ts) gets the designer's page: summary, the primary story with its
 * controls, usage, anatomy, variants and states, do and don't, keyboard, accessibility, design
 * tokens, specification defaults and props. Anything else (pages, user flows) gets the title,
 * its description and its stories.
 */

/** The page Storybook draws for every `autodocs` entry. */
export function DocsPage() {
  const { preparedMeta } = useOf('meta', ['meta'])
  const guide = preparedMeta.parameters.docs?.guide as ComponentGuide | undefined
  const name = preparedMeta.title.split('/').at(-1) ?? preparedMeta.title
  if (guide) return <GuidePage guide={guide} name={name} />
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Primary />
      {preparedMeta.component ? <Controls /> : null}
      <Stories />
    </>
  )
}

function GuidePage({ guide, name }: { guide: ComponentGuide; name: string }) {
  return (
    <>
      <Title />
      <p style={{ fontSize: 18, lineHeight: 1.5 }}>
        <Text text={guide.summary} />
      </p>
      <Description />
      <Primary />
      <Controls />

      <Heading>Usage</Heading>
      <div style={columns}>
        <List title="When to use" items={guide.use} />
        <List title="When not to use" items={guide.avoid} />
      </div>

      <Heading>Anatomy</Heading>
      <GuideTable
        head={['Part', 'data-slot', 'Job']}
        rows={guide.anatomy.map((part) => [
          part.part,
          <code key="slot">{part.slot}</code>,
          <Text key="job" text={part.description} />,
        ])}
      />

      <Heading>Variants and states</Heading>
      <Stories title={<></>} includePrimary={false} />

      <Heading>Do and don&apos;t</Heading>
      <DoDont do={guide.do} dont={guide.dont} />

      <Heading>Keyboard</Heading>
      {guide.keyboard.length > 0 ? (
        <GuideTable
          head={['Keys', 'What they do']}
          rows={guide.keyboard.map((row) => [
            <Keys key="keys" keys={row.keys} />,
            <Text key="action" text={row.action} />,
          ])}
        />
      ) : (
        <p>
          {name} takes no focus of its own: nothing in it answers to a key. What you put in it (a
          link, a button) keeps its own keys.
        </p>
      )}

      <Heading>Accessibility</Heading>
      <p>
        <strong>Pattern: </strong>
        {guide.accessibility.href ? (
          <a href={guide.accessibility.href} target="_blank" rel="noreferrer">
            {guide.accessibility.pattern}
          </a>
        ) : (
          guide.accessibility.pattern
        )}
      </p>
      <ul>
        {guide.accessibility.notes.map((note) => (
          <li key={note}>
            <Text text={note} />
          </li>
        ))}
      </ul>

      <Heading>Design tokens</Heading>
      {guide.tokens.length > 0 ? (
        <TokenTable tokens={guide.tokens} />
      ) : (
        <p>
          None: it draws nothing of the theme’s own and takes its colours from where it is placed.
        </p>
      )}

      <Heading>Specification defaults</Heading>
      <GuideTable
        head={['Setting', 'Default']}
        rows={guide.defaults.map((row) => [
          <Text key="name" text={row.name} />,
          <Text key="value" text={row.value} />,
        ])}
      />

      <Heading>Props</Heading>
      <ArgTypes />
    </>
  )
}

function List({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <h3>{title}</h3>
      <ul>
        {items.map((item) => (
          <li key={item}>
            <Text text={item} />
          </li>
        ))}
      </ul>
    </div>
  )
}

/** "Ctrl+K / ⌘K", "Shift+Tab": each key in a kbd, the words and separators between them kept. */
function Keys({ keys }: { keys: string }) {
  return keys.split(/(\s+(?:or|then|\/)\s+|,\s+)/).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index}>{part}</span>
    ) : (
      <kbd key={index} style={kbd}>
        {part}
      </kbd>
    ),
  )
}

const kbd: React.CSSProperties = {
  fontFamily: 'var(--font-mono)',
  fontSize: 12,
  padding: '1px 6px',
  borderRadius: 4,
  border: '1px solid var(--color-border)',
  background: 'var(--color-elevated)',
}

/** Each token with its value as the theme computes it now, and a swatch when it is a colour. */
function TokenTable({ tokens }: { tokens: string[] }) {
  // The theme's stylesheet is loaded before any page draws: its values are there to read.
  const style = getComputedStyle(document.documentElement)
  const values = Object.fromEntries(
    tokens.map((token) => [token, style.getPropertyValue(token).trim()]),
  )
  return (
    <GuideTable
      head={['Token', 'Value', 'For']}
      rows={tokens.map((token) => {
        const value = values[token] ?? ''
        const colour = value ? parse(value) : undefined
        return [
          <code key="token">{token}</code>,
          <span key="value" style={{ whiteSpace: 'nowrap' }}>
            {colour ? <Swatch token={token} /> : null}
            <code>{colour ? formatHex(colour) : value || 'set by the component'}</code>
          </span>,
          tokenDescriptions[token.replace(/^--color-/, '') as Token] ?? '',
        ]
      })}
    />
  )
}

function Swatch({ token }: { token: string }) {
  return (
    <span
      data-token-swatch={token}
      aria-hidden="true"
      style={{
        display: 'inline-block',
        width: 20,
        height: 20,
        marginRight: 8,
        verticalAlign: 'middle',
        borderRadius: 4,
        border: '1px solid var(--color-border)',
        background: `var(${token})`,
      }}
    />
  )
}

/** A guide's table: as wide as the page, headers to the start, no stripes. */
function GuideTable({ head, rows }: { head: string[]; rows: React.ReactNode[][] }) {
  const cell: React.CSSProperties = { textAlign: 'start', verticalAlign: 'top' }
  return (
    <table style={{ width: '100%', display: 'table' }}>
      <thead>
        <tr style={{ background: 'transparent' }}>
          {head.map((name) => (
            <th key={name} style={cell}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index} style={{ background: 'transparent' }}>
            {row.map((content, column) => (
              <td key={column} style={cell}>
                {content}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
