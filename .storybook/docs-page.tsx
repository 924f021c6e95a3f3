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
      <p style={{ fontSize: 18, lineHeight: 1.5 }}>{guide.summary}</p>
      <Description />
      <Primary />
      <Controls />

      <Heading>Usage</Heading>
      <div style={columns}>
        <List title="When to use" items={guide.use} />
        <List title="When not to use" items={guide.avoid} />
      </div>

      <Heading>Anatomy</Heading>
      <table>
        <thead>
          <tr>
            <th>Part</th>
            <th>data-slot</th>
            <th>Job</th>
          </tr>
        </thead>
        <tbody>
          {guide.anatomy.map((part) => (
            <tr key={part.slot}>
              <td>{part.part}</td>
              <td>
                <code>{part.slot}</code>
              </td>
              <td>{part.description}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <Stories title="Variants and states" includePrimary={false} />

      <Heading>Do and don&apos;t</Heading>
      <div style={columns}>
        <Practice kind="do" items={guide.do} />
        <Practice kind="dont" items={guide.dont} />
      </div>

      <Heading>Keyboard</Heading>
      {guide.keyboard.length > 0 ? (
        <table>
          <thead>
            <tr>
              <th>Keys</th>
              <th>What they do</th>
            </tr>
          </thead>
          <tbody>
            {guide.keyboard.map((row) => (
              <tr key={row.keys}>
                <td style={{ whiteSpace: 'nowrap' }}>
                  <Keys keys={row.keys} />
                </td>
                <td>{row.action}</td>
              </tr>
            ))}
          </tbody>
        </table>
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
          <li key={note}>{note}</li>
        ))}
      </ul>

      <Heading>Design tokens</Heading>
      <TokenTable tokens={guide.tokens} />

      <Heading>Specification defaults</Heading>
      <table>
        <thead>
          <tr>
            <th>Setting</th>
            <th>Default</th>
          </tr>
        </thead>
        <tbody>
          {guide.defaults.map((row) => (
            <tr key={row.name}>
              <td>{row.name}</td>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <Heading>Props</Heading>
      <ArgTypes />
    </>
  )
}

const columns: React.CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  gap: 24,
  alignItems: 'start',
}

function List({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <h3>{title}</h3>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  )
}

const practice = {
  do: { title: 'Do', mark: '✓', colour: 'var(--color-success)' },
  dont: { title: 'Don’t', mark: '✕', colour: 'var(--color-error)' },
} as const

/** One column of practices, marked with its colour and sign (never the colour alone). */
function Practice({ kind, items }: { kind: keyof typeof practice; items: string[] }) {
  const { title, mark, colour } = practice[kind]
  return (
    <section
      data-practice={kind}
      aria-label={title}
      style={{ borderTop: `4px solid ${colour}`, paddingTop: 8 }}
    >
      <h3 style={{ color: colour, margin: '4px 0 8px' }}>
        <span aria-hidden="true">{mark} </span>
        {title}
      </h3>
      <ul style={{ paddingLeft: 0, listStyle: 'none' }}>
        {items.map((item) => (
          <li key={item} style={{ display: 'flex', gap: 8 }}>
            <span aria-hidden="true" style={{ color: colour, fontWeight: 700 }}>
              {mark}
            </span>
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
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
    <table>
      <thead>
        <tr>
          <th>Token</th>
          <th>Value</th>
          <th>For</th>
        </tr>
      </thead>
      <tbody>
        {tokens.map((token) => {
          const value = values[token] ?? ''
          const colour = value ? parse(value) : undefined
          return (
            <tr key={token}>
              <td>
                <code>{token}</code>
              </td>
              <td style={{ whiteSpace: 'nowrap' }}>
                {colour ? (
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
                ) : null}
                <code>{colour ? formatHex(colour) : value || 'set by the component'}</code>
              </td>
              <td>{tokenDescriptions[token.replace(/^--color-/, '') as Token] ?? ''}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
