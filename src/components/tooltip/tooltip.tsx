import * as TooltipPrimitive from '@radix-ui/react-tooltip'
import * as React from 'react'

import { Kbd } from '@/components/kbd'

/** Hover delay before a tooltip opens, in ms (Radix Tooltip's default, as the spec asks). */
export const TOOLTIP_DELAY = 700

const InsideProvider = React.createContext(false)

/**
 * Shares the tooltip timing across a part of the app: Radix's defaults, 700 ms to open and, within
 * 300 ms of one closing, the next at once. A `Tooltip` outside any provider brings its own, so the
 * app's first page need not load tooltip code before it shows a tooltip.
 */
export function TooltipProvider(props: React.ComponentProps<typeof TooltipPrimitive.Provider>) {
  return (
    <InsideProvider value={true}>
      <TooltipPrimitive.Provider {...props} />
    </InsideProvider>
  )
}

export type TooltipProps = Omit<React.ComponentProps<typeof TooltipPrimitive.Root>, 'children'> & {
  /** What the tooltip says. */
  content: React.ReactNode
  /** Keys of a shortcut shown after the text (`['meta', 'k']`). */
  kbds?: string[]
  /** The element that shows the tooltip when hovered or focused. */
  children: React.ReactElement
  /** The trigger's side it shows on (`top`). */
  side?: React.ComponentProps<typeof TooltipPrimitive.Content>['side']
  /** Never show the tooltip (the trigger still renders). */
  disabled?: boolean
}

/**
 * A short label shown when its trigger is hovered (after 700 ms) or focused (at once); once one
 * has shown, others open without delay for 300 ms (`TooltipProvider`). `kbds` adds shortcut keys.
 * The trigger gets the text as its description.
 */
export function Tooltip({
  content,
  kbds,
  children,
  side,
  disabled = false,
  open,
  ...props
}: TooltipProps) {
  const tooltip = (
    <TooltipPrimitive.Root open={disabled ? false : open} {...props}>
      <TooltipPrimitive.Trigger data-slot="tooltip-trigger" asChild>
        {children}
      </TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          data-slot="tooltip-content"
          side={side}
          sideOffset={6}
          className="z-50 flex max-w-xs items-center gap-1.5 rounded-md bg-elevated px-2 py-1 text-xs text-fg shadow-md ring-1 ring-border transition-opacity duration-150 starting:opacity-0"
        >
          <span data-slot="tooltip-text">{content}</span>
          {kbds?.length ? (
            <span data-slot="tooltip-kbds" className="inline-flex items-center gap-0.5">
              {kbds.map((key) => (
                <Kbd key={key} value={key} size="sm" />
              ))}
            </span>
          ) : null}
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  )
  return React.use(InsideProvider) ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>
}
