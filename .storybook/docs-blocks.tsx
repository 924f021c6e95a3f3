import type * as React from 'react'

/*
 * Blocks shared by the docs page (docs-page.tsx) and the MDX pages (the patterns): the two
 * columns of do and don't, and a sentence whose `code` spans are drawn as code.
 */

/** Two columns side by side, one under the other on a narrow page. */
export const columns: React.CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  gap: 24,
  alignItems: 'start',
}

/** What to do and what not to, side by side, each column marked by its colour and its sign. */
export function DoDont({ do: dos, dont }: { do: string[]; dont: string[] }) {
  return (
    <div style={columns}>
      <Practice kind="do" items={dos} />
      <Practice kind="dont" items={dont} />
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
            <span>
              <Text text={item} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** A guide's sentence, its `code` spans drawn as code. */
export function Text({ text }: { text: string }) {
  return text
    .split(/(`[^`]+`)/)
    .map((part, index) =>
      part.startsWith('`') && part.endsWith('`') && part.length > 1 ? (
        <code key={index}>{part.slice(1, -1)}</code>
      ) : (
        part
      ),
    )
}
