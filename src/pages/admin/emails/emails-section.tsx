import { ChevronLeftIcon, ChevronRightIcon, MailIcon, PaperclipIcon } from 'lucide-react'
import * as React from 'react'
import { Await, type LoaderFunctionArgs, useNavigate } from 'react-router'

import { ADMIN_PAGE_SIZE, type Email, type EmailPage, type EmailStatus } from '@/api'
import { Badge, type BadgeProps } from '@/components/badge'
import { Button } from '@/components/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/dialog'
import { plural } from '@/domain/plural'
import { formatTimestamp } from '@/domain/staff-format'
import { AppLink } from '@/lib/link'
import { getEmail, listEmails } from '@/pages/admin/lib/admin-api'
import { later, useSectionData } from '@/pages/admin/lib/admin-route'
import {
  AwaitLoadError,
  EmptyState,
  SectionHeader,
  Skeleton,
} from '@/pages/admin/lib/section-parts'
import { sectionHref } from '@/pages/admin/sections'

const statuses: Record<EmailStatus, { label: string; color: BadgeProps['color'] }> = {
  new: { label: 'Writing', color: 'neutral' },
  held: { label: 'Kept here', color: 'info' },
  pending: { label: 'Waiting to send', color: 'warning' },
  sending: { label: 'Sending', color: 'warning' },
  sent: { label: 'Sent', color: 'success' },
  uncertain: { label: 'Check delivery', color: 'error' },
  failed: { label: 'Not delivered', color: 'error' },
}

function EmailStatusBadge({ status, className }: { status: EmailStatus; className?: string }) {
  return (
    <Badge variant="soft" color={statuses[status].color} size="sm" className={className}>
      {statuses[status].label}
    </Badge>
  )
}

const pageOf = (value: string | null) => {
  const page = Number(value)
  return Number.isInteger(page) && page > 1 ? page : 1
}

/** The page (`page`) and the email open (`view`) from the address. */
export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams
  const page = pageOf(params.get('page'))
  const viewId = params.get('view')
  return {
    page,
    list: later(listEmails(page, request.signal)),
    email: viewId ? later(getEmail(viewId, request.signal)) : null,
  }
}

/**
 * Emails: every confirmation and cancellation notice the inn sends guests, newest first, with
 * where it is (kept here without a mail server, waiting, sent, not delivered); one opens as
 * the guest sees it, and as plain text.
 */
export function EmailsSection() {
  const { page, list, email } = useSectionData<typeof loader>()
  const navigate = useNavigate()
  return (
    <section aria-labelledby="emails-title" data-slot="emails-section">
      <React.Suspense fallback={<Header />}>
        <Await resolve={list} errorElement={<Header />}>
          {(data: EmailPage) => <Header data={data} />}
        </Await>
      </React.Suspense>
      <React.Suspense fallback={<Skeleton className="h-64" />}>
        <Await resolve={list} errorElement={<AwaitLoadError title="Could not load emails" />}>
          {(data: EmailPage) => <EmailList data={data} page={page} />}
        </Await>
      </React.Suspense>
      {email ? (
        <Dialog
          open
          onOpenChange={(open) => {
            if (!open) navigate(sectionHref('emails', { page: page > 1 ? page : undefined }))
          }}
        >
          <DialogContent size="xl" data-slot="email-dialog">
            <React.Suspense fallback={<EmailLoading />}>
              <Await resolve={email} errorElement={<EmailLoadError />}>
                {(loaded: Email) => <EmailPreview email={loaded} />}
              </Await>
            </React.Suspense>
          </DialogContent>
        </Dialog>
      ) : null}
    </section>
  )
}

function Header({ data }: { data?: EmailPage }) {
  const held = data?.items.some((item) => item.status === 'held')
  return (
    <SectionHeader
      id="emails-title"
      title="Emails"
      description={
        !data
          ? 'Loading emails…'
          : held
            ? `${plural(data.total, 'email')}. No mail server is set, so emails are kept here: set SMTP_URL to send them.`
            : `${plural(data.total, 'email')} to guests.`
      }
    />
  )
}

function EmailList({ data, page }: { data: EmailPage; page: number }) {
  if (data.total === 0) {
    return (
      <EmptyState icon={MailIcon} title="No emails yet">
        A booking’s confirmation and a cancellation’s notice appear here.
      </EmptyState>
    )
  }
  const pages = Math.max(1, Math.ceil(data.total / ADMIN_PAGE_SIZE))
  return (
    <div className="grid gap-4">
      <ul
        aria-label="Emails, newest first"
        className="divide-y divide-border rounded-lg ring-1 ring-border ring-inset"
      >
        {data.items.map((item) => (
          <li key={item.id}>
            <AppLink
              to={sectionHref('emails', { view: item.id, page: page > 1 ? page : undefined })}
              className="grid gap-1 px-4 py-3 hover:bg-elevated focus-visible:bg-elevated focus-visible:outline-none sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-x-4"
            >
              <span className="grid min-w-0">
                <span className="truncate text-sm font-medium text-fg">
                  {item.subject ?? `${item.kind} for ${item.bookingReference}`}
                </span>
                <span className="truncate text-xs text-muted">
                  {item.recipient ?? 'Being written'} · {formatTimestamp(item.createdAt)}
                </span>
              </span>
              <EmailStatusBadge status={item.status} className="justify-self-start" />
            </AppLink>
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label="Pages of emails" className="flex items-center justify-between gap-3">
          <PageLink page={page - 1} disabled={page <= 1} label="Newer">
            <ChevronLeftIcon />
          </PageLink>
          <span className="text-sm text-muted">
            Page {page} of {pages}
          </span>
          <PageLink page={page + 1} disabled={page >= pages} label="Older" trailing>
            <ChevronRightIcon />
          </PageLink>
        </nav>
      ) : null}
    </div>
  )
}

function PageLink({
  page,
  disabled,
  label,
  trailing,
  children,
}: {
  page: number
  disabled: boolean
  label: string
  trailing?: boolean
  children: React.ReactNode
}) {
  const icon = { [trailing ? 'trailing' : 'leading']: children }
  if (disabled) {
    return (
      <Button variant="outline" color="neutral" size="sm" disabled {...icon}>
        {label}
      </Button>
    )
  }
  return (
    <Button asChild variant="outline" color="neutral" size="sm" {...icon}>
      <AppLink to={sectionHref('emails', { page: page > 1 ? page : undefined })}>{label}</AppLink>
    </Button>
  )
}

/** One email: who it went to and where it is, then as the guest sees it and as plain text. */
function EmailPreview({ email }: { email: Email }) {
  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex flex-wrap items-center gap-2">
          {email.subject ?? 'Being written'}
          <EmailStatusBadge status={email.status} />
        </DialogTitle>
        <DialogDescription>
          To {email.recipient ?? 'the guest'} · {formatTimestamp(email.createdAt)}
          {email.sentAt ? ` · sent ${formatTimestamp(email.sentAt)}` : ''}
          {email.attempts > 1 ? ` · ${plural(email.attempts, 'attempt')}` : ''}
        </DialogDescription>
      </DialogHeader>
      {email.lastError ? (
        <p role="status" className="rounded-md bg-error/10 px-3 py-2 text-sm text-error">
          {email.lastError}
        </p>
      ) : null}
      {email.calendar ? (
        <p className="flex items-center gap-2 text-sm text-muted">
          <PaperclipIcon className="size-4" /> The stay’s calendar file ({email.bookingReference}
          .ics) is attached.
        </p>
      ) : null}
      {email.html ? (
        // The email's own HTML in a sandbox: no script, no access to this page.
        <iframe
          title="The email as the guest sees it"
          sandbox=""
          srcDoc={email.html}
          className="h-[26rem] w-full rounded-md ring-1 ring-border"
        />
      ) : null}
      {email.text ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-fg">Plain text</summary>
          <pre className="mt-2 overflow-x-auto rounded-md bg-elevated p-3 font-mono text-xs whitespace-pre-wrap text-fg">
            {email.text}
          </pre>
        </details>
      ) : null}
    </>
  )
}

function EmailLoading() {
  return (
    <>
      <DialogHeader>
        <DialogTitle>Email</DialogTitle>
        <DialogDescription>Loading the email…</DialogDescription>
      </DialogHeader>
      <Skeleton className="h-64" />
    </>
  )
}

function EmailLoadError() {
  return (
    <>
      <DialogHeader>
        <DialogTitle>Email</DialogTitle>
        <DialogDescription>This email could not be loaded.</DialogDescription>
      </DialogHeader>
      <AwaitLoadError title="Could not load this email" />
    </>
  )
}

/** The section's component, as the staff area loads its module (`section-code.ts`). */
export const Component = EmailsSection
