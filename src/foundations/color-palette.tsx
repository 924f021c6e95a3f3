import type * as React from 'react'

import { cn } from '@/components/lib/cn'
import { contrastRatio } from '@/components/theme/contrast'
import { AA_NORMAL_TEXT, contrastPairs, tokenDescriptions } from '@/components/theme/tokens'

const tokens = Object.entries(tokenDescriptions)

/** A table's column headers; the last one without the gap after it. */
function Head({ columns }: { columns: string[] }) {
  return (
    <thead className="text-muted">
      <tr>
        {columns.map((column, i) => (
          <th
            key={column}
            scope="col"
            className={cn('py-2 font-medium', i < columns.length - 1 && 'pr-4')}
          >
            {column}
          </th>
        ))}
      </tr>
    </thead>
  )
}

/** Every colour token with its value, and every text/surface pair with its contrast ratio. */
export function ColorPalette({ className, ...props }: React.ComponentProps<'div'>) {
  const style = getComputedStyle(document.documentElement)
  const values: Record<string, string> = Object.fromEntries(
    tokens.map(([token]) => [token, style.getPropertyValue(`--color-${token}`).trim()]),
  )
  return (
    <div data-slot="color-palette" className={cn('grid gap-8 text-fg', className)} {...props}>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="mb-2 text-left text-base font-semibold">Tokens</caption>
        <Head columns={['Swatch', 'Token', 'Use', 'Value']} />
        <tbody>
          {tokens.map(([token, use]) => (
            <tr key={token} className="border-t border-border">
              <td className="py-2 pr-4">
                <span
                  aria-hidden="true"
                  className="block size-8 rounded-md ring-1 ring-border"
                  style={{ background: `var(--color-${token})` }}
                />
              </td>
              <td className="py-2 pr-4 font-mono">{`--color-${token}`}</td>
              <td className="py-2 pr-4">{use}</td>
              <td className="py-2 font-mono text-muted">{values[token] ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <table className="w-full border-collapse text-left text-sm">
        <caption className="mb-2 text-left text-base font-semibold">
          Contrast of the pairs components use (WCAG AA needs {AA_NORMAL_TEXT}:1)
        </caption>
        <Head columns={['Sample', 'Text on surface', 'Used by', 'Ratio']} />
        <tbody>
          {contrastPairs.map(({ text, on, usedBy }) => {
            const ratio =
              values[text] && values[on] ? contrastRatio(values[text], values[on]) : null
            const passes = ratio !== null && ratio >= AA_NORMAL_TEXT
            return (
              <tr
                key={`${text}-${on}`}
                className="border-t border-border"
                data-pair={`${text}/${on}`}
              >
                <td className="py-2 pr-4">
                  <span
                    className="inline-block rounded-md px-2 py-1 font-medium"
                    style={{ color: `var(--color-${text})`, background: `var(--color-${on})` }}
                  >
                    Aa
                  </span>
                </td>
                <td className="py-2 pr-4 font-mono">{`${text} on ${on}`}</td>
                <td className="py-2 pr-4">{usedBy}</td>
                <td className="py-2 font-mono" data-slot="contrast-ratio" data-passes={passes}>
                  {ratio === null ? '…' : `${ratio.toFixed(2)}:1 ${passes ? 'AA' : 'fails AA'}`}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
