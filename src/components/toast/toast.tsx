import './toast.css'

import * as ToastPrimitive from '@radix-ui/react-toast'
import * as React from 'react'

import { Button, CloseIconButton } from '@/components/button'
import { cn } from '@/components/lib/cn'
import { roleColors } from '@/components/theme/tokens'

import type { ToastOptions } from './toast-queue'

export type ToastProps = Omit<ToastOptions, 'id'> &
  Pick<ToastPrimitive.ToastProps, 'open' | 'onOpenChange'>

/**
 * One toast on Radix Toast: icon, title, description, actions, a close button and a line for the
 * time left. Show it with `useToast().add(toast)`; `ToastProvider` queues and renders the toasts.
 */
export function Toast({
  title,
  description,
  color = 'primary',
  icon,
  actions,
  duration = 5000,
  close = true,
  open = true,
  ...props
}: ToastProps) {
  // No timer is `Infinity` to Radix, which would read 0 as its default.
  const ms = duration > 0 ? duration : Infinity
  const [paused, setPaused] = React.useState(false)
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-color={color}
      forceMount
      open={open}
      {...props}
      duration={ms}
      onPause={() => setPaused(true)}
      onResume={() => setPaused(false)}
      className={cn(
        roleColors[color],
        'group pointer-events-auto relative flex w-full items-start gap-2.5 overflow-hidden rounded-lg bg-elevated p-4 text-fg shadow-lg ring-1 ring-border transition-[opacity,translate] duration-200 ease-out outline-none focus-visible:ring-2 focus-visible:ring-primary starting:translate-x-4 starting:opacity-0',
        'data-[state=closed]:translate-x-4 data-[state=closed]:opacity-0',
        'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none',
        'data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
      )}
    >
      {icon ? (
        <span
          data-slot="toast-icon"
          aria-hidden="true"
          className="mt-0.5 flex shrink-0 text-(--role) [&_svg]:size-5"
        >
          {icon}
        </span>
      ) : null}
      <div data-slot="toast-wrapper" className="grid min-w-0 flex-1 gap-1">
        <ToastPrimitive.Title data-slot="toast-title" className="text-sm font-medium">
          {title}
        </ToastPrimitive.Title>
        {description ? (
          <ToastPrimitive.Description data-slot="toast-description" className="text-sm text-muted">
            {description}
          </ToastPrimitive.Description>
        ) : null}
        {actions?.length ? (
          <div data-slot="toast-actions" className="mt-1.5 flex flex-wrap gap-1.5">
            {actions.map(({ label, ...action }) => (
              <ToastPrimitive.Action key={label} altText={label} asChild>
                <Button size="xs" variant="outline" color="neutral" {...action}>
                  {label}
                </Button>
              </ToastPrimitive.Action>
            ))}
          </div>
        ) : null}
      </div>
      {close ? (
        <ToastPrimitive.Close asChild>
          <CloseIconButton data-slot="toast-close" size="xs" className="-mt-1 -mr-1" />
        </ToastPrimitive.Close>
      ) : null}
      {Number.isFinite(ms) && open ? (
        // The time left: a CSS animation over the toast's duration, paused with its timer.
        <div
          key={ms}
          data-slot="toast-progress"
          data-paused={paused || undefined}
          aria-hidden="true"
          style={{ animationDuration: `${ms}ms` }}
          className="absolute inset-x-0 bottom-0 h-1 origin-left animate-[nightjar-toast-progress_linear_reverse_forwards] bg-(--role) data-[paused]:[animation-play-state:paused]"
        />
      ) : null}
    </ToastPrimitive.Root>
  )
}
