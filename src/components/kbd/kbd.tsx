import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'

import { cn } from '@/components/lib/cn'

const isApple = () =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/i.test(navigator.platform)

type Key = readonly [symbol: string, name: string]
const modifier = (apple: Key, other: Key) => ({ apple, other })
const modifiers: Record<string, { apple: Key; other: Key }> = {
  meta: modifier(['⌘', 'Command'], ['Ctrl', 'Control']),
  ctrl: modifier(['⌃', 'Control'], ['Ctrl', 'Control']),
  alt: modifier(['⌥', 'Option'], ['Alt', 'Alt']),
}
const aliases: Record<string, string> = {
  mod: 'meta',
  control: 'ctrl',
  option: 'alt',
  esc: 'escape',
}
const named: Record<string, Key> = {
  shift: ['⇧', 'Shift'],
  enter: ['↵', 'Enter'],
  escape: ['Esc', 'Escape'],
  tab: ['⇥', 'Tab'],
  backspace: ['⌫', 'Backspace'],
  delete: ['⌦', 'Delete'],
  space: ['␣', 'Space'],
  arrowup: ['↑', 'Up arrow'],
  arrowdown: ['↓', 'Down arrow'],
  arrowleft: ['←', 'Left arrow'],
  arrowright: ['→', 'Right arrow'],
}

/** Named keys: what is shown and what a screen reader says. `meta` is ⌘ on Apple, Ctrl elsewhere. */
export function describeKey(value: string, apple = isApple()): { symbol: string; name: string } {
  const key = aliases[value.toLowerCase()] ?? value.toLowerCase()
  const mod = modifiers[key]
  const [symbol, name] = mod ? mod[apple ? 'apple' : 'other'] : (named[key] ?? [])
  if (symbol && name) return { symbol, name }
  const plain = value.length === 1 ? value.toUpperCase() : value
  return { symbol: plain, name: plain }
}

export const kbdVariants = cva(
  'inline-flex items-center justify-center rounded-sm px-1 font-sans font-medium whitespace-nowrap',
  {
    variants: {
      variant: {
        outline: 'bg-bg text-fg ring-1 ring-border ring-inset',
        soft: 'bg-accented text-fg',
        solid: 'bg-fg text-bg',
      },
      size: {
        sm: 'h-4 min-w-4 text-[10px]',
        md: 'h-5 min-w-5 text-[11px]',
        lg: 'h-6 min-w-6 text-xs',
      },
    },
    defaultVariants: { variant: 'outline', size: 'md' },
  },
)

export type KbdProps = React.ComponentProps<'kbd'> &
  VariantProps<typeof kbdVariants> & {
    /** A key name (`meta`, `shift`, `enter`, `k`…) shown as its symbol; or pass children. */
    value?: string
  }

/** A keyboard key, as in a shortcut hint. Symbols carry a spoken name for screen readers. */
export function Kbd({ value, variant, size, className, children, ...props }: KbdProps) {
  const key = value === undefined ? undefined : describeKey(value)
  return (
    <kbd data-slot="kbd" className={cn(kbdVariants({ variant, size }), className)} {...props}>
      {key ? (
        key.symbol === key.name ? (
          key.symbol
        ) : (
          <>
            <span aria-hidden="true">{key.symbol}</span>
            <span className="sr-only">{key.name}</span>
          </>
        )
      ) : (
        children
      )}
    </kbd>
  )
}
