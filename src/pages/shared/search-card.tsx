import * as React from 'react'
import { useNavigate } from 'react-router'

import { Button } from '@/components/button'
import { DatePickerField, type DateRangeValue, type RangePreset } from '@/components/date-picker'
import { FormField, Label } from '@/components/form-field'
import { Icon } from '@/components/icon'
import { cn } from '@/components/lib/cn'
import { NumberInput } from '@/components/number-input'

import { addDays, fromIsoDate, localToday, toIsoDate } from './dates'
import {
  lastCheckOut,
  MAX_GUESTS,
  MAX_NIGHTS,
  MIN_GUESTS,
  MIN_NIGHTS,
  resultPath,
  type SearchErrors,
  type SearchValues,
  type StaySearch,
  validateSearch,
} from './stay-rules'

export type SearchCardProps = Omit<React.ComponentProps<'form'>, 'onSubmit' | 'title'> & {
  /** Values to start from (the current search on `/result`). */
  initial?: Partial<SearchValues>
  /** `stacked` (the home page's card) or `inline` (one row from `lg` up, on `/result`). */
  layout?: 'stacked' | 'inline'
  /** The form's heading, shown above the fields. */
  title?: React.ReactNode
  /** The submit button's text. */
  submitLabel?: string
  /** Today, `YYYY-MM-DD` (defaults to this device's date). */
  today?: string
  /** Called with a valid search instead of going to `/result` (stories, embedding). */
  onSearch?: (search: StaySearch) => void
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
 * The stay search: dates (a range picker: 1 to 30 nights, check-in from today up to a year
 * ahead) and guests (1 to 8). Checks the values before leaving, shows what to fix beside each
 * field, and goes to `/result?checkIn=…&checkOut=…&guests=N`.
 */
export function SearchCard({
  initial,
  layout = 'stacked',
  title,
  submitLabel = 'Search',
  today: todayProp,
  onSearch,
  className,
  ...props
}: SearchCardProps) {
  const navigate = useNavigate()
  const today = todayProp ?? localToday()
  const idBase = React.useId()
  const ids = {
    title: `${idBase}-title`,
    datesLabel: `${idBase}-dates-label`,
    dates: `${idBase}-dates`,
    datesError: `${idBase}-dates-error`,
    datesHint: `${idBase}-dates-hint`,
    guests: `${idBase}-guests`,
  }
  const initialRange = (): DateRangeValue | null => {
    const from = initial?.checkIn ? fromIsoDate(initial.checkIn) : undefined
    const to = initial?.checkOut ? fromIsoDate(initial.checkOut) : undefined
    return from && to ? { from, to } : null
  }
  const [range, setRange] = React.useState<DateRangeValue | null>(initialRange)
  const [guests, setGuests] = React.useState<number | null>(initial?.guests ?? 2)
  const [errors, setErrors] = React.useState<SearchErrors>({})
  const [submitted, setSubmitted] = React.useState(false)
  const guestsRef = React.useRef<HTMLInputElement>(null)
  const formRef = React.useRef<HTMLFormElement>(null)

  const values = (next?: Partial<{ range: DateRangeValue | null; guests: number | null }>) => {
    const r = next && 'range' in next ? next.range : range
    const g = next && 'guests' in next ? next.guests : guests
    return {
      checkIn: r ? toIsoDate(r.from) : null,
      checkOut: r ? toIsoDate(r.to) : null,
      guests: g ?? null,
    } satisfies SearchValues
  }

  // After a first attempt, errors follow the values as they change.
  const revalidate = (next: SearchValues) => {
    if (submitted) setErrors(validateSearch(next, today))
  }

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSubmitted(true)
    const current = values()
    const found = validateSearch(current, today)
    setErrors(found)
    if (found.dates) {
      formRef.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(ids.dates)}`)?.focus()
      return
    }
    if (found.guests) {
      guestsRef.current?.focus()
      return
    }
    const search = current as StaySearch
    if (onSearch) onSearch(search)
    else void navigate(resultPath(search))
  }

  const inline = layout === 'inline'
  const min = fromIsoDate(today)!
  const max = fromIsoDate(lastCheckOut(today))!

  return (
    <form
      ref={formRef}
      noValidate
      data-slot="search-card"
      aria-labelledby={title ? ids.title : undefined}
      aria-label={title ? undefined : 'Search for a stay'}
      onSubmit={handleSubmit}
      className={cn(
        'grid gap-5 rounded-xl bg-surface/95 p-5 shadow-xl ring-1 shadow-black/30 ring-border backdrop-blur sm:p-6',
        inline &&
          'lg:grid-cols-[minmax(0,1fr)_11rem_auto] lg:items-start lg:gap-4 lg:p-4 lg:shadow-none',
        className,
      )}
      {...props}
    >
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
        data-invalid={!!errors.dates || undefined}
      >
        <Label id={ids.datesLabel} htmlFor={ids.dates}>
          Stay dates
        </Label>
        <DatePickerField
          mode="range"
          id={ids.dates}
          aria-labelledby={errors.dates ? `${ids.datesLabel} ${ids.datesError}` : ids.datesLabel}
          placeholder="Check-in – check-out"
          className="w-full"
          triggerClassName={cn(
            'h-10 text-base sm:text-sm',
            errors.dates && 'border-error data-[state=open]:border-error',
          )}
          value={range}
          onChange={(next) => {
            setRange(next)
            revalidate(values({ range: next }))
          }}
          min={min}
          max={max}
          today={min}
          minNights={MIN_NIGHTS}
          maxNights={MAX_NIGHTS}
          presets={presetsFor(today)}
          numberOfMonths={1}
        />
        {errors.dates ? (
          <p id={ids.datesError} data-slot="search-dates-error" className="text-sm text-error">
            {errors.dates}
          </p>
        ) : (
          <p id={ids.datesHint} className={cn('text-xs text-muted', inline && 'lg:sr-only')}>
            {MIN_NIGHTS} to {MAX_NIGHTS} nights, up to a year ahead.
          </p>
        )}
      </div>
      <FormField label="Guests" controlId={ids.guests} error={errors.guests}>
        <NumberInput
          ref={guestsRef}
          size="lg"
          min={MIN_GUESTS}
          max={MAX_GUESTS}
          value={guests}
          onValueChange={(next) => {
            setGuests(next)
            revalidate(values({ guests: next }))
          }}
          decrementLabel="Fewer guests"
          incrementLabel="More guests"
        />
      </FormField>
      <Button
        type="submit"
        size="lg"
        block
        leading={<Icon name="lucide:search" />}
        className={cn(inline && 'lg:mt-7 lg:w-auto')}
      >
        {submitLabel}
      </Button>
    </form>
  )
}
