import { Command as CommandPrimitive } from 'cmdk'
import type * as React from 'react'

import { cn } from '@/components/lib/cn'

import type { MatchRange } from './fuzzy'

/*
 * Styled cmdk parts, shared by the command palette and the select menu. cmdk gives the
 * combobox/listbox semantics and the keys (arrows, Home/End, Enter); these files give the look.
 */

export function Command({ className, ...props }: React.ComponentProps<typeof CommandPrimitive>) {
  return (
    <CommandPrimitive
      data-slot="command"
      className={cn('flex size-full flex-col overflow-hidden text-fg', className)}
      {...props}
    />
  )
}

export function CommandInput({
  className,
  ...props
}: React.ComponentProps<typeof CommandPrimitive.Input>) {
  return (
    <CommandPrimitive.Input
      data-slot="command-input"
      className={cn(
        'h-10 w-full min-w-0 bg-transparent text-sm text-fg outline-none placeholder:text-muted focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  )
}

export function CommandList({
  className,
  ...props
}: React.ComponentProps<typeof CommandPrimitive.List>) {
  return (
    <CommandPrimitive.List
      data-slot="command-list"
      className={cn('max-h-80 scroll-py-1 overflow-x-hidden overflow-y-auto', className)}
      {...props}
    />
  )
}

export function CommandGroup({
  className,
  ...props
}: React.ComponentProps<typeof CommandPrimitive.Group>) {
  return (
    <CommandPrimitive.Group
      data-slot="command-group"
      className={cn(
        'p-1 [&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-muted',
        className,
      )}
      {...props}
    />
  )
}

export function CommandItem({
  className,
  ...props
}: React.ComponentProps<typeof CommandPrimitive.Item>) {
  return (
    <CommandPrimitive.Item
      data-slot="command-item"
      className={cn(
        'group/item relative flex min-h-9 cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none select-none data-[disabled=true]:cursor-not-allowed data-[disabled=true]:opacity-60 data-[selected=true]:bg-accented [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
        className,
      )}
      {...props}
    />
  )
}

/** Secondary text in an item; turns to body colour on the selected item's fill (contrast). */
export const itemMutedClass = 'text-muted group-data-[selected=true]/item:text-fg'

/** An item's label, cut to one line, its matched ranges in a stronger colour. */
export function Highlight({ text, ranges }: { text: string; ranges: readonly MatchRange[] }) {
  const parts: React.ReactNode[] = []
  let at = 0
  for (const [start, end] of ranges) {
    parts.push(
      text.slice(at, start),
      <mark key={start} data-slot="highlight" className="bg-transparent font-semibold text-primary">
        {text.slice(start, end)}
      </mark>,
    )
    at = end
  }
  return <span className="truncate">{[...parts, text.slice(at)]}</span>
}
