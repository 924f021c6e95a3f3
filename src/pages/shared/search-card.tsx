import { SearchIcon } from 'lucide-react'
import * as React from 'react'
import { Form } from 'react-router'

import { Button } from '@/components/button'
import { DatePickerField, type DateRangeValue, type RangePreset } from '@/components/date-picker'
import { FormField, Label } from '@/components/form-field'
import { Input } from '@/components/input'
import { cn } from '@/components/lib/cn'
import { useLocale } from '@/components/locale'
import { NumberInput } from '@/components/number-input'
import { addDays } from '@/domain/calendar'
import { fromIsoDate, toIsoDate } from '@/domain/local-dates'
import { type FieldMetadata, parseWithProblems, setFieldValue, useAppForm } from '@/lib/form-core'

import { useInnToday } from './inn-today'
import { useStayCalendar } from './stay-calendar'
import {
  lastCheckOut,
  MAX_GUESTS,
  MAX_NIGHTS,
  MIN_GUESTS,
  MIN_NIGHTS,
  type SearchValues,
  validateSearch,
} from './stay-rules'

export type SearchCardProps = Omit<
  React.ComponentProps<'form'>,
  'onSubmit' | 'title' | 'action' | 'method' | 'encType'
> & {
  /** Values to start from (the current search on `/result`). */
  initial?: Partial<SearchValues>
  /** `stacked` (the home page's card) or `inline` (one row from `lg` up, on `/result`). */
  layout?: 'stacked' | 'inline'
  /** The form's heading, shown above the fields. */
  title?: React.ReactNode
  /** The submit button's text. */
  submitLabel?: string
  /** Today, `YYYY-MM-DD` (defaults to the inn's: `useInnToday`). */
  today?: string
  /**
   * The most guests one room sleeps, once the rooms are known: the guests field stops there and,
   * at it, says that a bigger party books two rooms. Up to 8 until then.
   */
  maxGuests?: number
}

/** The card's fields as sent: `/result?checkIn=…&checkOut=…&guests=N`. */
type SearchFields = { checkIn: string; checkOut: string; guests: string }

/**
 * Checks the form's data with the search rules (plain code: the home page loads no zod). The
 * dates' message belongs to `checkIn`, the first of the two fields behind the date picker.
 */
function checkSearch(formData: FormData, today: string) {
  return parseWithProblems<SearchFields>(formData, (payload) => {
    const guests = payload.guests ? Number(payload.guests) : null
    const { dates, guests: guestsError } = validateSearch(
      {
        checkIn: payload.checkIn || null,
        checkOut: payload.checkOut || null,
        guests: guests === null || Number.isNaN(guests) ? null : guests,
      },
      today,
    )
    return { checkIn: dates, guests: guestsError }
  })
}

function presetsFor(today: string): RangePreset[] {
  const date = fromIsoDate(today)!
  // The coming Friday (today when it is Friday) for two nights.
  const friday = addDays(today, (5 - date.getDay() + 7) % 7)
  const range = (from: string, to: string) => ({ from: fromIsoDate(from)!, to: fromIsoDate(to)! })
  return [
    { label: 'Tonight', value: range(today, addDays(today, 1)) },
    { label: 'This weekend', value: range(friday, addDays(friday, 2)) },
    { label: 'A week from today', value: range(today, addDays(today, 7)) },
  ]
}

/**
 * The party's size, shared by the guests field (which sets it) and the dates' picker (whose
 * prices are for it), without re-rendering the card (see `GuestsField`).
 */
function partySize(initial: number) {
  let size = initial
  const listeners = new Set<() => void>()
  return {
    get: () => size,
    set(next: number) {
      size = next
      listeners.forEach((listener) => listener())
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
type PartySize = ReturnType<typeof partySize>

/**
 * The stay search: dates (a range picker: 1 to 30 nights, check-in from the inn's today (in its
 * time zone: `useInnToday`) up to a year
 * ahead, each day's lowest price for the party under it and the inn's stay rules applied) and
 * guests (1 to the largest room's capacity, 8 until it is known). Checks the values before
 * leaving, shows what to fix beside each field, and goes to
 * `/result?checkIn=…&checkOut=…&guests=N` (a GET form: it works before the page's scripts run).
 * The picker and the number field write to hidden fields in that order.
 */
export function SearchCard({
  initial,
  layout = 'stacked',
  title,
  submitLabel = 'Search',
  today: todayProp,
  maxGuests = MAX_GUESTS,
  className,
  ...props
}: SearchCardProps) {
  const innToday = useInnToday()
  const today = todayProp ?? innToday
  const idBase = React.useId()
  const ids = {
    title: `${idBase}-title`,
    datesLabel: `${idBase}-dates-label`,
    dates: `${idBase}-dates`,
    datesError: `${idBase}-dates-error`,
    datesHint: `${idBase}-dates-hint`,
  }
  const { form, fields, formProps } = useAppForm<SearchFields>({
    validate: (formData) => checkSearch(formData, today),
    defaultValue: {
      checkIn: initial?.checkIn ?? '',
      checkOut: initial?.checkOut ?? '',
      guests: String(initial?.guests ?? 2),
    },
  })
  const datesError = fields.checkIn.errors?.[0]
  const initialFrom = initial?.checkIn ? fromIsoDate(initial.checkIn) : undefined
  const initialTo = initial?.checkOut ? fromIsoDate(initial.checkOut) : undefined
  const initialRange: DateRangeValue | null =
    initialFrom && initialTo ? { from: initialFrom, to: initialTo } : null

  const inline = layout === 'inline'
  const [party] = React.useState(() => partySize(initial?.guests ?? 2))

  const cardClass = cn(
    'grid gap-5 rounded-xl bg-surface/95 p-5 shadow-xl ring-1 shadow-black/30 ring-border backdrop-blur sm:p-6',
    inline &&
      'lg:grid-cols-[minmax(0,1fr)_11rem_auto] lg:items-start lg:gap-4 lg:p-4 lg:shadow-none',
    className,
  )

  return (
    <>
      <Form
        action="/result"
        {...formProps}
        data-slot="search-card"
        aria-labelledby={title ? ids.title : undefined}
        aria-label={title ? undefined : 'Search for a stay'}
        // Without scripts the picker cannot open: the plain form below stands in.
        className={cn(cardClass, '[@media(scripting:none)]:hidden')}
        {...props}
      >
        <input
          type="hidden"
          name={fields.checkIn.name}
          defaultValue={fields.checkIn.initialValue}
        />
        <input
          type="hidden"
          name={fields.checkOut.name}
          defaultValue={fields.checkOut.initialValue}
        />
        <input type="hidden" name={fields.guests.name} defaultValue={fields.guests.initialValue} />
        {title ? (
          <h2
            id={ids.title}
            className={cn('text-lg font-semibold tracking-tight', inline && 'lg:col-span-3')}
          >
            {title}
          </h2>
        ) : null}
        <div
          className="grid gap-1.5"
          data-slot="search-dates"
          data-invalid={!!datesError || undefined}
        >
          <Label id={ids.datesLabel} htmlFor={ids.dates}>
            Stay dates
          </Label>
          <DatesField
            id={ids.dates}
            labelledBy={datesError ? `${ids.datesLabel} ${ids.datesError}` : ids.datesLabel}
            invalid={!!datesError}
            initial={initialRange}
            today={today}
            party={party}
            onChange={(next) => {
              setFieldValue(form.id, fields.checkIn.name, next ? toIsoDate(next.from) : '')
              setFieldValue(form.id, fields.checkOut.name, next ? toIsoDate(next.to) : '')
            }}
          />
          {datesError ? (
            <p id={ids.datesError} data-slot="search-dates-error" className="text-sm text-error">
              {datesError}
            </p>
          ) : (
            <p id={ids.datesHint} className={cn('text-xs text-muted', inline && 'lg:sr-only')}>
              {MIN_NIGHTS} to {MAX_NIGHTS} nights, up to a year ahead.
            </p>
          )}
        </div>
        <GuestsField field={fields.guests} party={party} maxGuests={maxGuests} inline={inline} />
        <Button
          type="submit"
          size="lg"
          block
          leading={<SearchIcon />}
          className={cn(inline && 'lg:mt-7 lg:w-auto')}
        >
          {submitLabel}
        </Button>
      </Form>
      <noscript>
        <PlainSearch
          idBase={idBase}
          title={title}
          submitLabel={submitLabel}
          initial={initial}
          min={today}
          max={lastCheckOut(today)}
          maxGuests={maxGuests}
          className={cardClass}
        />
      </noscript>
    </>
  )
}

/**
 * The search as a plain GET form with the browser's own date and number fields, for a browser
 * that runs no scripts (inside `<noscript>`, so no other browser draws it): it goes to the same
 * `/result?checkIn=…&checkOut=…&guests=N`, which the server draws.
 */
function PlainSearch({
  idBase,
  title,
  submitLabel,
  initial,
  min,
  max,
  maxGuests,
  className,
}: {
  idBase: string
  title: React.ReactNode
  submitLabel: string
  initial: Partial<SearchValues> | undefined
  min: string
  max: string
  maxGuests: number
  className: string
}) {
  const id = (name: string) => `${idBase}-plain-${name}`
  const field = 'grid gap-1.5 text-sm font-medium text-fg'
  return (
    <form
      action="/result"
      method="get"
      data-slot="search-card"
      aria-labelledby={title ? id('title') : undefined}
      aria-label={title ? undefined : 'Search for a stay'}
      className={className}
    >
      {title ? (
        <h2 id={id('title')} className="text-lg font-semibold tracking-tight">
          {title}
        </h2>
      ) : null}
      <div className="grid grid-cols-2 gap-3">
        <label className={field} htmlFor={id('checkIn')}>
          Check-in
          <Input
            id={id('checkIn')}
            type="date"
            name="checkIn"
            size="lg"
            required
            min={min}
            max={max}
            defaultValue={initial?.checkIn ?? undefined}
          />
        </label>
        <label className={field} htmlFor={id('checkOut')}>
          Check-out
          <Input
            id={id('checkOut')}
            type="date"
            name="checkOut"
            size="lg"
            required
            min={min}
            max={max}
            defaultValue={initial?.checkOut ?? undefined}
          />
        </label>
      </div>
      <label className={field} htmlFor={id('guests')}>
        Guests
        <Input
          id={id('guests')}
          type="number"
          name="guests"
          size="lg"
          required
          min={MIN_GUESTS}
          max={maxGuests}
          defaultValue={initial?.guests ?? 2}
        />
      </label>
      <Button type="submit" size="lg" block leading={<SearchIcon />}>
        {submitLabel}
      </Button>
    </form>
  )
}

/**
 * The stay's dates: the range picker, with each day's lowest price for the party and the inn's
 * stay rules (`useStayCalendar`); the current month's are asked for on the first intent, with the
 * picker's code.
 */
function DatesField({
  id,
  labelledBy,
  invalid,
  initial,
  today,
  party,
  onChange,
}: {
  id: string
  labelledBy: string
  invalid: boolean
  initial: DateRangeValue | null
  today: string
  party: PartySize
  onChange: (range: DateRangeValue | null) => void
}) {
  const { locale } = useLocale()
  const guests = React.useSyncExternalStore(party.subscribe, party.get, party.get)
  const { warm, ...calendar } = useStayCalendar(guests, locale.code, {
    first: today,
    last: addDays(lastCheckOut(today), -1),
  })
  const min = fromIsoDate(today)!
  const [first, setFirst] = React.useState(initial?.from ?? min)
  return (
    <DatePickerField
      mode="range"
      id={id}
      aria-labelledby={labelledBy}
      placeholder="Check-in – check-out"
      className="w-full"
      triggerClassName={cn(
        'h-10 text-base sm:text-sm',
        invalid && 'border-error data-[state=open]:border-error',
      )}
      defaultValue={initial}
      onChange={(next) => {
        if (next) setFirst(next.from)
        onChange(next)
      }}
      min={min}
      max={fromIsoDate(lastCheckOut(today))!}
      today={min}
      minNights={MIN_NIGHTS}
      maxNights={MAX_NIGHTS}
      presets={presetsFor(today)}
      numberOfMonths={1}
      onIntent={() => warm(first)}
      {...calendar}
    />
  )
}

/**
 * The guests, written to the form's hidden field. Its own component, so that the count it keeps
 * for the largest-room note (and the party's size the dates' prices are for) re-renders only
 * this part and the picker: re-rendering the whole card on each step wrote the hidden field's
 * starting value back over the one just set.
 */
function GuestsField({
  field,
  party,
  maxGuests,
  inline,
}: {
  field: FieldMetadata<string>
  party: PartySize
  maxGuests: number
  inline: boolean
}) {
  const guests = React.useSyncExternalStore(party.subscribe, party.get, party.get)
  const initial = React.useState(guests)[0]
  return (
    <FormField
      label="Guests"
      controlId={field.id}
      error={field.errors?.[0]}
      // The note goes under the field, as the dates' hint does (read with the field either way);
      // in the one-row card it is read only, keeping the row aligned.
      className={cn(
        '[&>[data-slot=form-field-description]]:order-last [&>[data-slot=form-field-description]]:text-xs',
        inline && 'lg:[&>[data-slot=form-field-description]]:sr-only',
      )}
      description={
        maxGuests < MAX_GUESTS && guests >= maxGuests
          ? `Our largest room sleeps ${maxGuests}. A bigger party books more than one room.`
          : undefined
      }
    >
      <NumberInput
        size="lg"
        min={MIN_GUESTS}
        max={maxGuests}
        defaultValue={initial}
        onValueChange={(next) => {
          if (next !== null) party.set(next)
          setFieldValue(field.formId, field.name, next?.toString() ?? '')
        }}
        decrementLabel="Fewer guests"
        incrementLabel="More guests"
      />
    </FormField>
  )
}
