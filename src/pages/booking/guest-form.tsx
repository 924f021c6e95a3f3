import { LockIcon, TriangleAlertIcon } from 'lucide-react'
import * as React from 'react'
import type { FetcherWithComponents } from 'react-router'

import { guestSchema } from '@/api/contract'
import { Button } from '@/components/button'
import { useSchemaForm } from '@/lib/form'
import { GuestFields } from '@/pages/shared/guest-fields'

import { type BookingOutcome, FORM_KEY_FIELD } from './booking-action'
import { useGuestDraft } from './guest-draft'

/**
 * The guest's details, sent with the page's fetcher to the route's action: checked with the
 * contract's schema first, then the server's field errors under the same fields, and a problem
 * with the whole booking (unreachable, failed) above them, focused. What the guest types is kept
 * for the tab until the booking is made (see `guest-draft.ts`).
 */
export function GuestForm({
  fetcher,
  formKey,
  outcome,
}: {
  fetcher: FetcherWithComponents<BookingOutcome>
  /** The form's own key (see `FORM_KEY_FIELD`). */
  formKey: string
  /** What the last attempt answered. */
  outcome: BookingOutcome | undefined
}) {
  const pending = fetcher.state !== 'idle'
  const reply = outcome?.kind === 'form' ? outcome : undefined
  const problem = pending ? null : reply?.problem
  const { form, fields, formProps } = useSchemaForm(guestSchema, { lastResult: reply?.result })
  // What the guest types stays in the tab through a reload or back and forward, until booked.
  const keepDraft = useGuestDraft(form)
  const titleId = React.useId()

  return (
    <fetcher.Form
      method="post"
      {...formProps}
      onInput={keepDraft}
      data-slot="form"
      aria-labelledby={titleId}
      aria-busy={pending || undefined}
      className="grid gap-6 rounded-xl bg-surface p-5 ring-1 ring-border sm:p-8"
    >
      <input type="hidden" name={FORM_KEY_FIELD} value={formKey} />
      <div className="grid gap-1">
        <h2 id={titleId} className="text-xl font-semibold tracking-tight">
          Your details
        </h2>
        <p className="text-sm text-muted">
          We only use them for this booking. Fields marked * are required.
        </p>
      </div>
      {problem ? (
        <div
          role="alert"
          tabIndex={-1}
          data-slot="booking-problem"
          data-form-problem
          className="flex gap-3 rounded-lg bg-error/10 p-4 text-sm ring-1 ring-error/40 outline-none focus-visible:ring-2 focus-visible:ring-error"
        >
          <TriangleAlertIcon className="mt-0.5 size-5 shrink-0 text-error" />
          <div className="grid gap-1">
            <p className="font-semibold text-fg">{problem.title}</p>
            <p className="text-fg/90">{problem.text}</p>
          </div>
        </div>
      ) : null}
      <GuestFields fields={fields} audience="guest" className="grid gap-5 sm:grid-cols-2" />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted">You pay at the inn; nothing is charged now.</p>
        <Button type="submit" size="lg" loading={pending} leading={<LockIcon />}>
          Confirm booking
        </Button>
      </div>
    </fetcher.Form>
  )
}
