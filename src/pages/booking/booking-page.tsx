import * as React from 'react'
import {
  Await,
  type LoaderFunctionArgs,
  useAsyncError,
  useLoaderData,
  useRevalidator,
} from 'react-router'

import {
  type AvailabilityItem,
  type Booking,
  type BookingRequest,
  bookingResponseSchema,
  guestSchema,
  IDEMPOTENCY_KEY_HEADER,
  type Settings,
} from '@/api/contract'
import { AsyncForm, Button } from '@/components/button'
import { FormField } from '@/components/form-field'
import { Icon } from '@/components/icon'
import { Input } from '@/components/input'
import { Textarea } from '@/components/textarea'
import { useToast } from '@/components/toast'
import { api, isApiError } from '@/lib/api-client'
import { AppLink } from '@/lib/link'
import { fetchInn, PUBLIC_PATHS } from '@/pages/shared/public-api'
import { LoadingRegion, Skeleton, StatePanel } from '@/pages/shared/states'
import { fetchAvailability, readBookingQuery } from '@/pages/shared/stay-query'
import { resultPath, type StaySearch } from '@/pages/shared/stay-rules'
import { type StayDetails, StaySummary, StaySummarySkeleton } from '@/pages/shared/stay-summary'

/**
 * Checks the query (invalid: page validation failure) and starts loading the room's price for
 * the stay (from availability: a room no longer free is not offered) and the inn's times.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const query = readBookingQuery(request)
  const stay = Promise.all([
    fetchAvailability(query, request.signal),
    fetchInn(request.signal).catch(() => null),
  ]).then(([items, inn]) => ({
    item: items.find((item) => item.room.id === query.room) ?? null,
    inn,
  }))
  stay.catch(() => {})
  return { query, stay }
}

type BookingData = ReturnType<typeof loader>
type BookingQuery = BookingData['query']

/** `/booking`: the stay summary, the guest's details, then the confirmation. */
export function BookingPage() {
  const { query, stay } = useLoaderData() as BookingData
  const key = `${query.room}|${query.checkIn}|${query.checkOut}|${query.guests}`
  return (
    <React.Suspense key={key} fallback={<BookingSkeleton query={query} />}>
      <Await resolve={stay} errorElement={<BookingLoadError query={query} />}>
        {({ item, inn }) =>
          item ? (
            <BookingFlow query={query} item={item} inn={inn} />
          ) : (
            <Frame query={query}>
              <RoomTaken query={query} before />
            </Frame>
          )
        }
      </Await>
    </React.Suspense>
  )
}

/** The page's header (title and the way back to the results) around its content. */
function Frame({
  query,
  title = 'Complete your booking',
  back = true,
  children,
}: {
  query: StaySearch
  title?: string
  back?: boolean
  children: React.ReactNode
}) {
  return (
    <div className="grid gap-8">
      <header className="grid gap-2">
        {back ? (
          <AppLink
            to={resultPath(query)}
            className="inline-flex w-fit items-center gap-1.5 text-sm text-muted hover:text-fg"
          >
            <Icon name="lucide:arrow-left" className="size-4" />
            Back to the results
          </AppLink>
        ) : null}
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      </header>
      {children}
    </div>
  )
}

const stayDetails = (item: AvailabilityItem, query: StaySearch, inn: Settings | null) =>
  ({
    roomName: item.room.name,
    photo: item.room.photo,
    checkIn: query.checkIn,
    checkOut: query.checkOut,
    nights: item.nights,
    guests: query.guests,
    total: item.total,
    currency: item.currency,
    checkInTime: inn?.checkInTime,
    checkOutTime: inn?.checkOutTime,
  }) satisfies StayDetails

type GuestField = 'name' | 'email' | 'phone' | 'notes'
type GuestValues = Record<GuestField, string>
type FieldErrors = Partial<Record<GuestField, string>>

const FIELD_ORDER: GuestField[] = ['name', 'email', 'phone', 'notes']

/** A fresh Idempotency-Key: 128 random bits (works outside secure contexts too). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return `nj-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
}

/** Client-side check of the guest's details with the contract's schema. */
function checkGuest(values: GuestValues) {
  const parsed = guestSchema.safeParse({
    name: values.name,
    email: values.email,
    phone: values.phone.trim() ? values.phone : undefined,
    notes: values.notes.trim() ? values.notes : undefined,
  })
  if (parsed.success) return { guest: parsed.data, errors: {} as FieldErrors }
  const errors: FieldErrors = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as GuestField
    errors[field] ??= issue.message
  }
  return { guest: null, errors }
}

type Outcome = { kind: 'editing' } | { kind: 'confirmed'; booking: Booking } | { kind: 'taken' }

function BookingFlow({
  query,
  item,
  inn,
}: {
  query: BookingQuery
  item: AvailabilityItem
  inn: Settings | null
}) {
  const [outcome, setOutcome] = React.useState<Outcome>({ kind: 'editing' })
  const details = stayDetails(item, query, inn)

  if (outcome.kind === 'confirmed') {
    return (
      <Frame query={query} title="Booking confirmed" back={false}>
        <Confirmation booking={outcome.booking} details={details} />
      </Frame>
    )
  }
  return (
    <Frame query={query}>
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <StaySummary stay={details} className="lg:sticky lg:top-6 lg:order-last" />
        {outcome.kind === 'taken' ? (
          <RoomTaken query={query} roomName={item.room.name} />
        ) : (
          <GuestForm
            query={query}
            item={item}
            onConfirmed={(booking) => setOutcome({ kind: 'confirmed', booking })}
            onTaken={() => setOutcome({ kind: 'taken' })}
          />
        )}
      </div>
    </Frame>
  )
}

function GuestForm({
  query,
  item,
  onConfirmed,
  onTaken,
}: {
  query: BookingQuery
  item: AvailabilityItem
  onConfirmed: (booking: Booking) => void
  onTaken: () => void
}) {
  const toast = useToast()
  const [values, setValues] = React.useState<GuestValues>({
    name: '',
    email: '',
    phone: '',
    notes: '',
  })
  const [errors, setErrors] = React.useState<FieldErrors>({})
  const [problem, setProblem] = React.useState<{ title: string; text: string } | null>(null)
  const [checked, setChecked] = React.useState(false)
  /** The key of the last attempt and the body it was sent with: kept while the body is unchanged. */
  const attempt = React.useRef<{ body: string; key: string } | null>(null)
  const formRef = React.useRef<HTMLFormElement>(null)
  const problemRef = React.useRef<HTMLDivElement>(null)
  const idBase = React.useId()
  const ids = Object.fromEntries(FIELD_ORDER.map((f) => [f, `${idBase}-${f}`])) as Record<
    GuestField,
    string
  >

  const focusField = (field: GuestField) =>
    formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(ids[field])}`)?.focus()

  const change =
    (field: GuestField) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const next = { ...values, [field]: event.target.value }
      setValues(next)
      // Once checked, a fixed field loses its error as the visitor types.
      if (checked && errors[field])
        setErrors({ ...errors, [field]: checkGuest(next).errors[field] })
    }

  const showProblem = (title: string, text: string) => {
    setProblem({ title, text })
    requestAnimationFrame(() => problemRef.current?.focus())
  }

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setChecked(true)
    const { guest, errors: found } = checkGuest(values)
    setErrors(found)
    if (!guest) {
      setProblem(null)
      const first = FIELD_ORDER.find((f) => found[f])
      if (first) focusField(first)
      return
    }
    const body: BookingRequest = {
      roomId: item.room.id,
      checkIn: query.checkIn,
      checkOut: query.checkOut,
      guests: query.guests,
      guest,
    }
    const fingerprint = JSON.stringify(body)
    if (attempt.current?.body !== fingerprint) {
      attempt.current = { body: fingerprint, key: newIdempotencyKey() }
    }
    setProblem(null)
    try {
      const { booking } = await api.post(PUBLIC_PATHS.bookings, {
        json: body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: attempt.current.key },
        schema: bookingResponseSchema,
      })
      toast.add({
        title: 'Booking confirmed',
        description: (
          <>
            {booking.roomName}, reference{' '}
            <span className="whitespace-nowrap">{booking.reference}</span>
          </>
        ),
        color: 'success',
        icon: 'lucide:circle-check',
      })
      onConfirmed(booking)
    } catch (error) {
      if (isApiError(error) && error.status === 409) return onTaken()
      if (isApiError(error) && error.status === 400) {
        const fromServer: FieldErrors = {}
        const other: string[] = []
        for (const [path, message] of Object.entries(error.fields)) {
          const field = path.replace(/^guest\./, '') as GuestField
          if (path.startsWith('guest.') && FIELD_ORDER.includes(field)) fromServer[field] = message
          else other.push(message)
        }
        setErrors(fromServer)
        const first = FIELD_ORDER.find((f) => fromServer[f])
        if (other.length || !first) {
          showProblem('Please check your booking', other.join(' ') || error.message)
        } else {
          focusField(first)
        }
        return
      }
      if (isApiError(error) && error.status === 0) {
        showProblem(
          'We couldn’t reach the server',
          'Your details are still here. Check your connection and press “Confirm booking” again: you will not be booked twice.',
        )
        return
      }
      showProblem(
        'Your booking did not go through',
        `${isApiError(error) ? error.message : 'Something went wrong.'} Your details are still here; please try again in a moment.`,
      )
    }
  }

  return (
    <AsyncForm
      ref={formRef}
      noValidate
      aria-labelledby={`${idBase}-title`}
      onSubmit={submit}
      className="grid gap-6 rounded-xl bg-surface p-5 ring-1 ring-border sm:p-8"
    >
      <div className="grid gap-1">
        <h2 id={`${idBase}-title`} className="text-xl font-semibold tracking-tight">
          Your details
        </h2>
        <p className="text-sm text-muted">
          We only use them for this booking. Fields marked * are required.
        </p>
      </div>
      {problem ? (
        <div
          ref={problemRef}
          role="alert"
          tabIndex={-1}
          data-slot="booking-problem"
          className="flex gap-3 rounded-lg bg-error/10 p-4 text-sm ring-1 ring-error/40 outline-none focus-visible:ring-2 focus-visible:ring-error"
        >
          <Icon name="lucide:triangle-alert" className="mt-0.5 size-5 text-error" />
          <div className="grid gap-1">
            <p className="font-semibold text-fg">{problem.title}</p>
            <p className="text-fg/90">{problem.text}</p>
          </div>
        </div>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Full name"
          required
          controlId={ids.name}
          error={errors.name}
          className="sm:col-span-2"
        >
          <Input size="lg" autoComplete="name" value={values.name} onChange={change('name')} />
        </FormField>
        <FormField label="Email" required controlId={ids.email} error={errors.email}>
          <Input
            size="lg"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={values.email}
            onChange={change('email')}
          />
        </FormField>
        <FormField label="Phone" hint="Optional" controlId={ids.phone} error={errors.phone}>
          <Input
            size="lg"
            type="tel"
            autoComplete="tel"
            value={values.phone}
            onChange={change('phone')}
          />
        </FormField>
        <FormField
          label="Notes for the inn"
          hint="Optional"
          description="Arrival time, a cot, anything we should know. Up to 500 characters."
          controlId={ids.notes}
          error={errors.notes}
          className="sm:col-span-2"
        >
          <Textarea rows={4} value={values.notes} onChange={change('notes')} />
        </FormField>
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted">You pay at the inn; nothing is charged now.</p>
        <Button type="submit" size="lg" leading={<Icon name="lucide:lock" />}>
          Confirm booking
        </Button>
      </div>
    </AsyncForm>
  )
}

function Confirmation({ booking, details }: { booking: Booking; details: StayDetails }) {
  const titleRef = React.useRef<HTMLHeadingElement>(null)
  React.useEffect(() => titleRef.current?.focus(), [])
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <section
        aria-labelledby="confirmation-title"
        data-slot="booking-confirmation"
        className="grid gap-6 rounded-xl bg-surface p-6 ring-1 ring-success/40 sm:p-10"
      >
        <span
          aria-hidden="true"
          className="grid size-14 place-items-center rounded-full bg-success/10 text-3xl text-success"
        >
          <Icon name="lucide:circle-check" />
        </span>
        <div className="grid gap-2">
          <h2
            id="confirmation-title"
            ref={titleRef}
            tabIndex={-1}
            className="text-2xl font-semibold tracking-tight outline-none"
          >
            You’re booked, {booking.guest.name}
          </h2>
          <p className="text-muted">
            The {booking.roomName} is yours. Keep your reference: the inn will ask for it when you
            arrive.
          </p>
        </div>
        <div className="grid gap-1 rounded-lg bg-elevated p-4 sm:p-5">
          <p className="text-sm text-muted" id="reference-label">
            Booking reference
          </p>
          <p
            aria-labelledby="reference-label"
            data-slot="booking-reference"
            className="font-mono text-2xl font-semibold tracking-wider break-all text-primary sm:text-3xl"
          >
            {booking.reference}
          </p>
        </div>
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted">Guest</dt>
            <dd className="font-medium">{booking.guest.name}</dd>
          </div>
          <div>
            <dt className="text-muted">Email</dt>
            <dd className="font-medium break-all">{booking.guest.email}</dd>
          </div>
        </dl>
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="outline" color="neutral" leading={<Icon name="lucide:house" />}>
            <AppLink to="/">Back to the home page</AppLink>
          </Button>
        </div>
      </section>
      <StaySummary
        title="Booking details"
        stay={{
          ...details,
          nights: booking.nights,
          total: booking.total,
          currency: booking.currency,
        }}
      />
    </div>
  )
}

/** The room was taken (before the form, or by someone else while the visitor typed). */
function RoomTaken({
  query,
  roomName,
  before = false,
}: {
  query: StaySearch
  roomName?: string
  before?: boolean
}) {
  return (
    <StatePanel
      tone="warning"
      autoFocusTitle={!before}
      icon={<Icon name="lucide:calendar-x" />}
      title={
        before ? 'This room isn’t available for these dates' : 'Sorry, this room was just taken'
      }
      description={
        before
          ? 'It may have been booked a moment ago, or it does not hold this many guests. Other rooms may still be free for your dates.'
          : `Someone else booked ${roomName ? `the ${roomName}` : 'this room'} for these nights while you were filling in your details. Nothing was booked for you. Other rooms may still be free.`
      }
      actions={
        <Button asChild leading={<Icon name="lucide:arrow-left" />}>
          <AppLink to={resultPath(query)}>See other rooms for these dates</AppLink>
        </Button>
      }
    />
  )
}

function BookingSkeleton({ query }: { query: StaySearch }) {
  return (
    <Frame query={query}>
      <LoadingRegion
        label="Loading your stay…"
        className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]"
      >
        <StaySummarySkeleton className="lg:order-last" />
        <div className="grid gap-5 rounded-xl bg-surface p-5 ring-1 ring-border sm:p-8">
          <Skeleton className="h-7 w-40" />
          <Skeleton className="h-10 w-full" />
          <div className="grid gap-5 sm:grid-cols-2">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-10 w-44 justify-self-end" />
        </div>
      </LoadingRegion>
    </Frame>
  )
}

function BookingLoadError({ query }: { query: StaySearch }) {
  const error = useAsyncError()
  const revalidator = useRevalidator()
  const offline = isApiError(error) && error.status === 0
  const refused = isApiError(error) && error.status === 400
  return (
    <Frame query={query}>
      <StatePanel
        tone={refused ? 'warning' : 'error'}
        icon={<Icon name={offline ? 'lucide:wifi-off' : 'lucide:triangle-alert'} />}
        title={refused ? 'These dates can’t be booked' : 'We couldn’t load your stay'}
        description={
          refused
            ? [
                ...new Set(Object.values((error as { fields: Record<string, string> }).fields)),
              ].join(' ') || (error as Error).message
            : offline
              ? 'The booking service could not be reached. Check your connection and try again.'
              : `Something went wrong on our side${isApiError(error) ? `: ${error.message}` : '.'} Please try again.`
        }
        actions={
          refused ? (
            <Button asChild>
              <AppLink to="/">Choose other dates</AppLink>
            </Button>
          ) : (
            <Button
              leading={<Icon name="lucide:refresh-cw" />}
              loading={revalidator.state === 'loading'}
              onClick={() => revalidator.revalidate()}
            >
              Try again
            </Button>
          )
        }
      />
    </Frame>
  )
}

/** The route module's component and loader (the router loads this module lazily). */
export const Component = BookingPage
