import * as TooltipPrimitive from '@radix-ui/react-tooltip'
import * as React from 'react'

import { Kbd } from '@/components/kbd'
import { cn } from '@/components/lib/cn'

/** Hover delay before a tooltip opens, in ms. */
export const TOOLTIP_DELAY = 700
/** After a tooltip closes, others open at once within this many ms. */
export const TOOLTIP_SKIP_DELAY = 300

const InsideProvider = React.createContext(false)

/**
 * Shares the tooltip timing across a part of the app: 700 ms to open, and within 300 ms of one
 * closing the next opens at once. A `Tooltip` outside any provider brings its own with the same
 * timing, so the app's first page need not load tooltip code before it shows a tooltip.
 */
export function TooltipProvider({
  delayDuration = TOOLTIP_DELAY,
  skipDelayDuration = TOOLTIP_SKIP_DELAY,
  ...props
}: React.ComponentProps<typeof TooltipPrimitive.Provider>) {
  return (
    <InsideProvider value={true}>
      <TooltipPrimitive.Provider
        delayDuration={delayDuration}
        skipDelayDuration={skipDelayDuration}
        {...props}
      />
    </InsideProvider>
  )
}

export const TooltipRoot = TooltipPrimitive.Root

export function TooltipTrigger(props: React.ComponentProps<typeof TooltipPrimitive.Trigger>) {
  return <TooltipPrimitive.Trigger data-slot="tooltip-trigger" {...props} />
}

export function TooltipContent({
  className,
  sideOffset = 6,
  ...props
}: React.ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        className={cn(
          'z-50 flex max-w-xs items-center gap-1.5 rounded-md bg-elevated px-2 py-1 text-xs text-fg shadow-md ring-1 ring-border transition-opacity duration-150 starting:opacity-0',
          className,
        )}
        {...props}
      />
    </TooltipPrimitive.Portal>
  )
}

export type TooltipProps = Omit<React.ComponentProps<typeof TooltipPrimitive.Root>, 'children'> & {
  /** What the tooltip says. */
  content: React.ReactNode
  /** Keys of a shortcut shown after the text (`['meta', 'k']`). */
  kbds?: string[]
  /** The element that shows the tooltip when hovered or focused. */
  children: React.ReactElement
  side?: React.ComponentProps<typeof TooltipPrimitive.Content>['side']
  /** Never show the tooltip (the trigger still renders). */
  disabled?: boolean
}

/**
 * A short label shown when its trigger is hovered (after 700 ms) or focused (at once); once one
 * has shown, others open without delay for 300 ms (`TooltipProvider`, in the app providers).
 * `kbds` adds shortcut keys. The trigger gets the text as its description.
 */
export function Tooltip({
  content,
  kbds,
  children,
  side = 'top',
  disabled = false,
  open,
  ...props
}: TooltipProps) {
  const tooltip = (
    <TooltipRoot open={disabled ? false : open} {...props}>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side={side}>
        <span data-slot="tooltip-text">{content}</span>
        {kbds?.length ? (
          <span data-slot="tooltip-kbds" className="inline-flex items-center gap-0.5">
            {kbds.map((key) => (
              <Kbd key={key} value={key} size="sm" />
            ))}
          </span>
        ) : null}
      </TooltipContent>
    </TooltipRoot>
  )
  return React.use(InsideProvider) ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>
}
