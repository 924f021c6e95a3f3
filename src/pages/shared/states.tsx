import { cva, type VariantProps } from 'class-variance-authority'
import * as React from 'react'

import { cn } from '@/components/lib/cn'

/** A grey block standing in for content that is loading (decorative; wrap it in `LoadingRegion`). */
export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-elevated motion-reduce:animate-none', className)}
      {...props}
    />
  )
}

/** Holds skeletons and tells assistive technology what is loading (`label`). */
export function LoadingRegion({
  label,
  className,
  children,
  ...props
}: React.ComponentProps<'div'> & { label: string }) {
  return (
    <div
      data-slot="loading-region"
      role="status"
      aria-label={label}
      aria-busy="true"
      className={cn(className)}
      {...props}
    >
      <span className="sr-only">{label}</span>
      {children}
    </div>
  )
}

const statePanelVariants = cva(
  'grid justify-items-center gap-3 rounded-xl px-6 py-10 text-center ring-1 sm:px-10',
  {
    variants: {
      tone: {
        neutral: 'bg-surface ring-border',
        error: 'bg-surface ring-error/40',
        warning: 'bg-surface ring-warning/40',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
)

const iconTone = {
  neutral: 'bg-elevated text-muted',
  error: 'bg-error/10 text-error',
  warning: 'bg-warning/10 text-warning',
} as const

export type StatePanelProps = Omit<React.ComponentProps<'section'>, 'title'> &
  VariantProps<typeof statePanelVariants> & {
    icon?: React.ReactNode
    title: React.ReactNode
    /** The heading level of the title (default 2). */
    level?: 2 | 3
    description?: React.ReactNode
    /** Buttons or links under the text. */
    actions?: React.ReactNode
    /** Focus the title when the panel appears (after a failed action). */
    autoFocusTitle?: boolean
  }

/**
 * A whole-section state: nothing to show (empty) or something went wrong (error, announced as
 * an alert), with what to do next.
 */
export function StatePanel({
  tone,
  icon,
  title,
  level = 2,
  description,
  actions,
  autoFocusTitle = false,
  className,
  children,
  ...props
}: StatePanelProps) {
  const titleId = React.useId()
  const titleRef = React.useRef<HTMLHeadingElement>(null)
  const Heading = `h${level}` as const
  React.useEffect(() => {
    if (autoFocusTitle) titleRef.current?.focus()
  }, [autoFocusTitle])
  return (
    <section
      data-slot="state-panel"
      data-tone={tone ?? 'neutral'}
      role={tone === 'error' || tone === 'warning' ? 'alert' : undefined}
      aria-labelledby={titleId}
      className={cn(statePanelVariants({ tone }), className)}
      {...props}
    >
      {icon ? (
        <span
          aria-hidden="true"
          className={cn(
            'grid size-12 place-items-center rounded-full text-2xl',
            iconTone[tone ?? 'neutral'],
          )}
        >
          {icon}
        </span>
      ) : null}
      <Heading
        id={titleId}
        ref={titleRef}
        tabIndex={autoFocusTitle ? -1 : undefined}
        className="text-xl font-semibold tracking-tight outline-none"
      >
        {title}
      </Heading>
      {description ? <div className="max-w-prose text-muted">{description}</div> : null}
      {children}
      {actions ? (
        <div className="mt-2 flex flex-wrap items-center justify-center gap-3">{actions}</div>
      ) : null}
    </section>
  )
}
