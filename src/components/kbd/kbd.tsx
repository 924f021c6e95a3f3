import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'

import { cn } from '@/components/lib/cn'

const isApple = () =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/i.test(navigator.platform)

/** Named keys: what is shown and what a screen reader says. `meta` is ⌘ on Apple, Ctrl elsewhere. */
export function describeKey(value: string, apple = isApple()): { symbol: string; name: string } {
  const key = value.toLowerCase()
  switch (key) {
    case 'meta':
    case 'mod':
      return apple ? { symbol: '⌘', name: 'Command' } : { symbol: 'Ctrl', name: 'Control' }
    case 'ctrl':
    case 'control':
      return apple ? { symbol: '⌃', name: 'Control' } : { symbol: 'Ctrl', name: 'Control' }
    case 'alt':
    case 'option':
      return apple ? { symbol: '⌥', name: 'Option' } : { symbol: 'Alt', name: 'Alt' }
    case 'shift':
      return { symbol: '⇧', name: 'Shift' }
    case 'enter':
      return { symbol: '↵', name: 'Enter' }
    case 'escape':
    case 'esc':
      return { symbol: 'Esc', name: 'Escape' }
    case 'tab':
      return { symbol: '⇥', name: 'Tab' }
    case 'backspace':
      return { symbol: '⌫', name: 'Backspace' }
    case 'delete':
      return { symbol: '⌦', name: 'Delete' }
    case 'space':
      return { symbol: '␣', name: 'Space' }
    case 'arrowup':
      return { symbol: '↑', name: 'Up arrow' }
    case 'arrowdown':
      return { symbol: '↓', name: 'Down arrow' }
    case 'arrowleft':
      return { symbol: '←', name: 'Left arrow' }
    case 'arrowright':
      return { symbol: '→', name: 'Right arrow' }
    default:
      return value.length === 1
        ? { symbol: value.toUpperCase(), name: value.toUpperCase() }
        : { symbol: value, name: value }
  }
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
