/**
 * Month, year and quarter views: a grid of a year's months or quarters, or of 12 years, under a
 * header that pages. One cell is in the tab order (roving focus); the arrow keys cross pages.
 */
import { cva } from 'class-variance-authority'
import { addMonths, endOfMonth, getQuarter } from 'date-fns'
import { ChevronDown, ChevronLeft, ChevronRight } from 'lucide-react'
import * as React from 'react'

import { buttonVariants } from '@/components/button'
import { cn } from '@/components/lib/cn'
import { useLocale } from '@/components/locale'

import { dayBounds, yearPage, YEARS_PER_PAGE } from './date-logic'
import { formatDatePickerValue } from './format-value'
import type { DatePickerValues, ViewProps } from './types'

type PeriodMode = 'month' | 'year' | 'quarter'
export type PeriodViewProps = { [M in PeriodMode]: ViewProps<M> }[PeriodMode]

/** Periods a year. A period's ordinal, its place on one line, is year × this + its index. */
const PER_YEAR = { year: 1, quarter: 4, month: 12 }

/** Cell looks; a cell can be today's, selected and disabled at once (later states win). */
const cellVariants = cva(
  'flex h-10 w-full cursor-pointer items-center justify-center rounded-md px-2 text-sm text-fg tabular-nums transition-colors hover:bg-accented',
  {
    variants: {
      current: { true: 'font-semibold text-primary ring-1 ring-primary/70 ring-inset' },
      selected: { true: 'bg-primary font-semibold text-on-color ring-0 hover:bg-primary/85' },
      disabled: {
        true: 'cursor-not-allowed text-muted line-through opacity-60 hover:bg-transparent',
      },
    },
  },
)

const pager = cn(
  buttonVariants({ variant: 'ghost', color: 'neutral', size: 'sm', square: true }),
  'aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent',
)

function pickedOrdinal(props: PeriodViewProps): number | undefined {
  if (props.value === null) return undefined
  if (props.mode === 'month') return props.value.year * 12 + props.value.month
  if (props.mode === 'quarter') return props.value.getFullYear() * 4 + getQuarter(props.value) - 1
  return props.value
}

function periodValue(mode: PeriodMode, ordinal: number): DatePickerValues[PeriodMode] {
  const year = Math.floor(ordinal / PER_YEAR[mode])
  const index = ordinal % PER_YEAR[mode]
  if (mode === 'month') return { year, month: index }
  return mode === 'quarter' ? new Date(year, index * 3) : ordinal
}

export function PeriodView(props: PeriodViewProps) {
  const { t, locale } = useLocale()
  const { min, max, mode } = props
  const bounds = dayBounds(min, max)
  const firstYear = bounds.min.getFullYear()
  const lastYear = bounds.max.getFullYear()
  const today = props.today ?? new Date()
  const picked = pickedOrdinal(props)

  const [year, setYear] = React.useState(() => {
    const shown = picked === undefined ? today.getFullYear() : Math.floor(picked / PER_YEAR[mode])
    return Math.min(lastYear, Math.max(firstYear, shown))
  })
  const [choosingYear, setChoosingYear] = React.useState(false)
  // The cell last focused; it keeps the tab stop.
  const [active, setActive] = React.useState<number | null>(null)
  const focusPending = React.useRef(Boolean(props.focusOnMount))

  // A page of years (year mode, or the jump from a month or quarter page), else a year's cells.
  const years = mode === 'year' || choosingYear
  const perYear = years ? 1 : PER_YEAR[mode]
  const columns = perYear === 4 ? 4 : 3
  const rowClass = cn('grid gap-1', columns === 4 ? 'grid-cols-4' : 'grid-cols-3')
  const page = years ? yearPage(year) : { start: year, end: year }
  const title = years ? `${page.start}–${page.end}` : String(year)
  const short = new Intl.DateTimeFormat(locale.code, { month: 'short' })

  const cells = Array.from({ length: (page.end - page.start + 1) * perYear }, (_, i) => {
    const ordinal = page.start * perYear + i
    const first = new Date(Math.floor(ordinal / perYear), (ordinal % perYear) * (12 / perYear))
    const last = endOfMonth(addMonths(first, 12 / perYear - 1))
    return {
      ordinal,
      label: years
        ? String(ordinal)
        : mode === 'month'
          ? short.format(first)
          : t('calendar.quarter', { quarter: getQuarter(first) }),
      // A fuller name ("March 2026", "Q1 2026") that contains the visible text.
      ariaLabel: years
        ? undefined
        : formatDatePickerValue<PeriodMode>(mode, periodValue(mode, ordinal), locale.code, t),
      selected: ordinal === (choosingYear ? year : picked),
      disabled: first > bounds.max || last < bounds.min,
      current: first <= today && today <= last,
    }
  })

  const showYears = (show: boolean) => {
    setChoosingYear(show)
    setActive(null)
    focusPending.current = true
  }

  const pick = (ordinal: number) => {
    if (choosingYear) {
      setYear(ordinal)
      showYears(false)
    } else (props.onChange as (value: unknown) => void)(periodValue(mode, ordinal))
  }

  const tabStop =
    cells.find((c) => c.ordinal === active) ??
    cells.find((c) => c.selected) ??
    cells.find((c) => c.current) ??
    cells.find((c) => !c.disabled) ??
    cells[0]!

  // Focus follows the tab stop after a key, a page turn or the year grid (or on mount).
  const focusIfPending = (button: HTMLButtonElement | null) => {
    if (!button || !focusPending.current) return
    focusPending.current = false
    button.focus({ preventScroll: true })
  }

  const onKeyDown = (event: React.KeyboardEvent) => {
    const index = cells.indexOf(tabStop)
    const column = index % columns
    const pageStep = years ? YEARS_PER_PAGE : perYear
    const moves: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -columns,
      ArrowDown: columns,
      Home: -column,
      End: Math.min(columns - 1 - column, cells.length - 1 - index),
      PageUp: -pageStep,
      PageDown: pageStep,
    }
    const delta = moves[event.key]
    if (delta === undefined) return
    event.preventDefault()
    // Moving off the page shows the page that holds the target, within the picker's years.
    const target = tabStop.ordinal + delta
    const targetYear = Math.floor(target / perYear)
    if (targetYear < firstYear || targetYear > lastYear) return
    setYear(targetYear)
    focusPending.current = true
    setActive(target)
  }

  const rows: (typeof cells)[] = []
  for (let i = 0; i < cells.length; i += columns) rows.push(cells.slice(i, i + columns))

  // Paging back or forth a page (a year, or a page of years), never past the picker's years.
  const pagerButton = (direction: 'previous' | 'next') => {
    const back = direction === 'previous'
    const disabled = back ? page.start <= firstYear : page.end >= lastYear
    return (
      <button
        type="button"
        data-slot={`period-grid-${direction}`}
        className={pager}
        aria-label={t(`calendar.${back ? 'prev' : 'next'}${years ? 'Decade' : 'Year'}`)}
        aria-disabled={disabled || undefined}
        onClick={disabled ? undefined : () => setYear(back ? page.start - 1 : page.end + 1)}
      >
        {back ? <ChevronLeft /> : <ChevronRight />}
      </button>
    )
  }

  return (
    <div data-slot="date-picker-period" data-mode={mode} className="flex w-64 flex-col gap-2">
      <div className="flex h-9 items-center justify-between">
        {pagerButton('previous')}
        {years ? (
          <span data-slot="period-grid-title" className="text-sm font-medium">
            {title}
          </span>
        ) : (
          <button
            type="button"
            data-slot="period-grid-title"
            className={cn(
              buttonVariants({ variant: 'ghost', color: 'neutral', size: 'sm' }),
              'gap-1 font-medium',
            )}
            onClick={() => showYears(true)}
          >
            <span className="sr-only">{`${t('calendar.selectYear')}, `}</span>
            {title}
            <ChevronDown className="text-muted" />
          </button>
        )}
        {pagerButton('next')}
      </div>
      <span role="status" aria-live="polite" className="sr-only">
        {title}
      </span>
      <div
        role="grid"
        aria-label={title}
        data-slot="period-grid-cells"
        className="flex flex-col gap-1"
      >
        {rows.map((row) => (
          <div key={row[0]?.ordinal} role="row" className={rowClass}>
            {row.map((cell) => (
              <div key={cell.ordinal} role="gridcell" aria-selected={cell.selected || undefined}>
                <button
                  type="button"
                  ref={cell === tabStop ? focusIfPending : undefined}
                  tabIndex={cell === tabStop ? 0 : -1}
                  aria-label={cell.ariaLabel}
                  aria-disabled={cell.disabled || undefined}
                  className={cellVariants(cell)}
                  onFocus={() => setActive(cell.ordinal)}
                  onKeyDown={onKeyDown}
                  onClick={cell.disabled ? undefined : () => pick(cell.ordinal)}
                >
                  {cell.label}
                </button>
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  )
}
