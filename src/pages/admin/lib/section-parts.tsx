import {
  CircleAlertIcon,
  DownloadIcon,
  LockIcon,
  type LucideIcon,
  RefreshCwIcon,
} from 'lucide-react'
import * as React from 'react'
import { useAsyncError, useRevalidator } from 'react-router'

import { Button } from '@/components/button'
import { Card } from '@/components/card'
import { cn } from '@/components/lib/cn'
import { useToast } from '@/components/toast'
import { ApiError } from '@/lib/api-error'
import { saveCsv } from '@/lib/download'
import { errorMessage } from '@/lib/errors'

/** A section's title row: the page's one `h1`, a line of description and actions. */
export function SectionHeader({
  id,
  title,
  description,
  actions,
}: {
  /** The heading's id (the section is labelled by it). */
  id?: string
  title: string
  description?: React.ReactNode
  actions?: React.ReactNode
}) {
  return (
    <div
      data-slot="section-header"
      className="mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-3"
    >
      <div className="grid gap-1">
        <h1 id={id} className="text-2xl font-semibold tracking-tight text-fg">
          {title}
        </h1>
        {description && <p className="text-sm text-muted">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  )
}

/**
 * A failed load: what went wrong and a way to try again. A permission refusal (403) is said as
 * one, with the server's reason and nothing to try again: trying again would be refused too.
 */
export function LoadError({
  title = 'Could not load this',
  error,
  onRetry,
  className,
}: {
  title?: string
  error: unknown
  onRetry?: () => void
  className?: string
}) {
  if (error instanceof ApiError && error.status === 403) {
    return (
      <Card
        role="status"
        data-slot="load-refused"
        className={cn('flex-row items-start gap-3 p-4', className)}
      >
        <LockIcon className="mt-0.5 size-5 shrink-0 text-muted" aria-hidden />
        <div className="grid flex-1 gap-1">
          <p className="text-sm font-medium text-fg">Your account cannot open this</p>
          <p className="text-sm text-muted">{error.message}</p>
        </div>
      </Card>
    )
  }
  return (
    <Card
      role="alert"
      data-slot="load-error"
      className={cn('flex-row items-start gap-3 p-4 ring-error/40', className)}
    >
      <CircleAlertIcon className="mt-0.5 size-5 shrink-0 text-error" />
      <div className="grid flex-1 gap-1">
        <p className="text-sm font-medium text-fg">{title}</p>
        <p className="text-sm text-muted">{errorMessage(error)}</p>
      </div>
      {onRetry && (
        <Button
          variant="outline"
          color="neutral"
          size="sm"
          leading={<RefreshCwIcon />}
          onClick={onRetry}
        >
          Try again
        </Button>
      )}
    </Card>
  )
}

/**
 * What an `<Await>` of a section shows when its data failed to load: the error and "Try again",
 * which runs the route's loaders again.
 */
export function AwaitLoadError({ title, className }: { title: string; className?: string }) {
  const error = useAsyncError()
  const revalidator = useRevalidator()
  return (
    <LoadError
      title={title}
      error={error}
      className={className}
      onRetry={() => void revalidator.revalidate()}
    />
  )
}

/** A figure with its label, for the overview and reports. */
export function Stat({
  label,
  value,
  hint,
  icon: Icon,
  loading,
}: {
  label: string
  value: React.ReactNode
  hint?: React.ReactNode
  icon: LucideIcon
  loading?: boolean
}) {
  return (
    <Card variant="subtle" data-slot="stat" className="gap-1 p-4">
      <div className="flex items-center justify-between gap-2 text-sm text-muted">
        <span>{label}</span>
        <Icon className="size-4 shrink-0" />
      </div>
      <div
        className="text-2xl font-semibold tracking-tight text-fg tabular-nums"
        aria-busy={loading || undefined}
      >
        {loading ? <Skeleton className="my-1 h-6 w-16" /> : value}
      </div>
      {hint && <div className="text-xs text-muted">{hint}</div>}
    </Card>
  )
}

/** A grey placeholder block while content loads (hidden from assistive technology). */
export function Skeleton({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-slot="skeleton"
      className={cn('block animate-pulse rounded bg-elevated', className)}
    />
  )
}

/** An empty state: a short line and, optionally, what to do. */
export function EmptyState({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon
  title: string
  children?: React.ReactNode
}) {
  return (
    <div
      data-slot="empty-state"
      className="grid justify-items-center gap-2 rounded-lg border border-dashed border-border px-4 py-10 text-center"
    >
      <Icon className="size-6 text-muted" />
      <p className="text-sm font-medium text-fg">{title}</p>
      {children && <div className="text-sm text-muted">{children}</div>}
    </div>
  )
}

/**
 * "Export CSV": fetches the file (pending meanwhile) and saves it under `name`; a failure is
 * said in a toast.
 */
export function ExportButton({
  name,
  load,
  what,
}: {
  name: string
  load: () => Promise<string>
  /** What is exported, for the failure's title ("the bookings"). */
  what: string
}) {
  const toast = useToast()
  const [busy, setBusy] = React.useState(false)
  return (
    <Button
      variant="outline"
      color="neutral"
      leading={<DownloadIcon />}
      loading={busy}
      data-slot="export-button"
      onClick={async () => {
        setBusy(true)
        try {
          saveCsv(name, await load())
        } catch (error) {
          toast.add({
            id: `export-${name}`,
            title: `Could not export ${what}`,
            description: errorMessage(error),
            color: 'error',
            icon: <CircleAlertIcon />,
          })
        } finally {
          setBusy(false)
        }
      }}
    >
      Export CSV
    </Button>
  )
}
