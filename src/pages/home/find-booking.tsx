import { SearchIcon, TicketIcon } from 'lucide-react'
import { type ActionFunctionArgs, Form, redirect, useActionData, useNavigation } from 'react-router'

import { bookingLinkPath } from '@/api/pages'
import { Button } from '@/components/button'
import { Input } from '@/components/input'
import { lookupProblems, type LookupValues } from '@/domain/lookup'
import { isApiError } from '@/lib/api-client'
import {
  apiErrorsToReply,
  Field,
  parseWithProblems,
  type SubmissionResult,
  useAppForm,
} from '@/lib/form-core'
import { useInn } from '@/lib/inn'
import { apiOf } from '@/lib/page-context'
import { PUBLIC_PATHS } from '@/pages/shared/public-api'

const FIELDS = ['reference', 'email'] as const

/** Checks the form's data (plain code: the home page loads no zod). */
function checkLookup(formData: FormData) {
  return parseWithProblems<LookupValues>(formData, lookupProblems)
}

/**
 * Find my booking (the home route's action): the reference and the email give the booking's
 * link, where it opens; a miss, a field the API refuses, or too many tries shows on the form.
 */
export async function lookupAction({
  request,
  context,
}: ActionFunctionArgs): Promise<{ result: SubmissionResult<string[]> } | Response> {
  const submission = checkLookup(await request.formData())
  if (submission.status !== 'success') return { result: submission.reply() }
  try {
    const api = await apiOf(context)
    const link = await api.post<{ reference: string; accessKey: string }>(
      PUBLIC_PATHS.bookingLookup,
      { json: submission.value, signal: request.signal },
    )
    return redirect(bookingLinkPath(link.reference, link.accessKey))
  } catch (error) {
    if (!isApiError(error)) throw error
    return { result: submission.reply(apiErrorsToReply(error, { fields: FIELDS })) }
  }
}

/**
 * The home page's "Find your booking": a guest who lost the link (or the email) opens their
 * booking with its reference and the email they booked with. One message for every miss.
 */
export function FindBooking() {
  const reply = useActionData<typeof lookupAction>()
  const navigation = useNavigation()
  const inn = useInn()
  // The page's one POST form: pending until the booking's page has loaded.
  const pending = navigation.formMethod === 'POST'
  const { form, fields, formProps } = useAppForm<LookupValues>({
    id: 'find-booking',
    validate: checkLookup,
    lastResult: reply && 'result' in reply ? reply.result : undefined,
  })
  return (
    <section
      aria-labelledby="find-booking-heading"
      data-slot="find-booking"
      className="grid gap-6 rounded-2xl bg-surface p-6 ring-1 ring-border sm:p-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:gap-12"
    >
      <div className="grid content-start gap-2">
        <p className="inline-flex items-center gap-2 text-sm font-medium tracking-wide text-primary uppercase">
          <TicketIcon className="size-4 shrink-0" />
          Already booked?
        </p>
        <h2 id="find-booking-heading" className="text-2xl font-semibold tracking-tight">
          Find your booking
        </h2>
        <p className="text-fg/85">
          Enter your booking reference and the email you booked with to see your stay, add it to
          your calendar or cancel it.
        </p>
      </div>
      <Form
        method="post"
        {...formProps}
        aria-label="Find your booking"
        aria-busy={pending || undefined}
        className="grid gap-4"
      >
        {form.errors?.length ? (
          <p
            role="alert"
            tabIndex={-1}
            data-form-problem
            className="rounded-md bg-error/10 px-3 py-2 text-sm text-error ring-1 ring-error/30 ring-inset"
          >
            {form.errors[0]}
          </p>
        ) : null}
        <Field meta={fields.reference} label="Booking reference">
          <Input
            placeholder={`${inn?.referencePrefix ?? 'XX'}-XXXXX-XXXXX`}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className="font-mono"
          />
        </Field>
        <Field meta={fields.email} label="Email">
          <Input type="email" autoComplete="email" inputMode="email" spellCheck={false} />
        </Field>
        <Button type="submit" loading={pending} leading={<SearchIcon />} className="w-fit">
          Find booking
        </Button>
      </Form>
    </section>
  )
}
