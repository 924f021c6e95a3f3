import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'

import { cn } from '@/components/lib/cn'

const isApple = () => /Mac|iPhone|iPad|iPod/i.test(navigator.platform)

/** Key names and aliases: the symbol shown and the name read, then those on Apple devices. */
const named: Record<string, readonly [string, string, appleSymbol?: string, appleName?: string]> = {
  meta: ['Ctrl', 'Control', '⌘', 'Command'],
  mod: ['Ctrl', 'Control', '⌘', 'Command'],
  ctrl: ['Ctrl', 'Control', '⌃'],
  control: ['Ctrl', 'Control', '⌃'],
  alt: ['Alt', 'Alt', '⌥', 'Option'],
  option: ['Alt', 'Alt', '⌥', 'Option'],
  shift: ['⇧', 'Shift'],
  enter: ['↵', 'Enter'],
  escape: ['Esc', 'Escape'],
  esc: ['Esc', 'Escape'],
  tab: ['⇥', 'Tab'],
  backspace: ['⌫', 'Backspace'],
  delete: ['⌦', 'Delete'],
  space: ['␣', 'Space'],
  arrowup: ['↑', 'Up arrow'],
  arrowdown: ['↓', 'Down arrow'],
  arrowleft: ['←', 'Left arrow'],
  arrowright: ['→', 'Right arrow'],
}

/** A key's symbol and spoken name; `meta` is ⌘ on Apple devices, Ctrl elsewhere. */
export function describeKey(value: string, apple = isApple()): { symbol: string; name: string } {
  const plain = value.length === 1 ? value.toUpperCase() : value
  const key = named[value.toLowerCase()] ?? [plain, plain]
  const [symbol, name, appleSymbol = symbol, appleName = name] = key
  return apple ? { symbol: appleSymbol, name: appleName } : { symbol, name }
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

export interface KbdProps extends React.ComponentProps<'kbd'>, VariantProps<typeof kbdVariants> {
  /** A key name (`meta`, `shift`, `enter`, `k`…) shown as its symbol; or pass children. */
  value?: string
}

/** A keyboard key, as in a shortcut hint. Symbols carry a spoken name for screen readers. */
export function Kbd({ value, variant, size, className, children, ...props }: KbdProps) {
  const key = value === undefined ? undefined : describeKey(value)
  return (
    <kbd data-slot="kbd" className={cn(kbdVariants({ variant, size }), className)} {...props}>
      {key && key.symbol !== key.name ? (
        <>
          <span aria-hidden="true">{key.symbol}</span>
          <span className="sr-only">{key.name}</span>
        </>
      ) : (
        (key?.symbol ?? children)
      )}
    </kbd>
  )
}
