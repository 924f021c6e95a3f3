/**
 * Month, year and quarter views: a page of buttons in a grid (the months or quarters of a year,
 * or 12 years) under a header that pages back and forth; the title of a month or quarter page
 * opens the year grid to jump far. One button is in the tab order at a time (roving focus); arrow
 * keys move between cells and over page edges, Home/End go to the row's ends, PageUp/PageDown turn
 * pages. Loaded lazily by the date picker.
 */
import { cva } from 'class-variance-authority'
import {
  eachMonthOfInterval,
  eachQuarterOfInterval,
  endOfMonth,
  endOfQuarter,
  isSameMonth,
  isSameQuarter,
  setQuarter,
} from 'date-fns'
import { ChevronDown, ChevronLeft, ChevronRight } from 'lucide-react'
import * as React from 'react'

import { buttonVariants } from '@/components/button'
import { cn } from '@/components/lib/cn'
import { useLocale } from '@/components/locale'

import { dayBounds, isPeriodAvailable, yearPage, YEARS_PER_PAGE } from './date-logic'
import type { ViewProps } from './types'

type PeriodMode = 'month' | 'year' | 'quarter'
export type PeriodViewProps = { [M in PeriodMode]: ViewProps<M> }[PeriodMode]

interface PeriodCell {
  /** The period's place on one line (e.g. year × 12 + month): arrow keys add to it. */
  ordinal: number
  label: string
  /** A fuller accessible name; contains the visible text. */
  ariaLabel?: string
  selected: boolean
  disabled: boolean
  /** The period that contains today. */
  current: boolean
}

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

function valueYear(props: PeriodViewProps): number | undefined {
  if (props.value === null) return undefined
  if (props.mode === 'month') return props.value.year
  if (props.mode === 'quarter') return props.value.getFullYear()
  return props.value
}

export function PeriodView(props: PeriodViewProps) {
  const { t, locale } = useLocale()
  const { min, max, mode } = props
  const bounds = dayBounds(min, max)
  const firstYear = bounds.min.getFullYear()
  const lastYear = bounds.max.getFullYear()
  const today = props.today ?? new Date()

  const [year, setYear] = React.useState(() =>
    Math.min(lastYear, Math.max(firstYear, valueYear(props) ?? today.getFullYear())),
  )
  const [choosingYear, setChoosingYear] = React.useState(false)
  // The cell last focused; it keeps the tab stop.
  const [active, setActive] = React.useState<number | null>(null)
  const gridRef = React.useRef<HTMLDivElement>(null)
  const focusPending = React.useRef(Boolean(props.focusOnMount))

  // A page of years (year mode, or the jump from a month or quarter page), else a year's months
  // (12 a year) or quarters (4 a year).
  const years = mode === 'year' || choosingYear
  const perYear = years ? 1 : mode === 'month' ? 12 : 4
  const columns = perYear === 4 ? 4 : 3
  const page = years ? yearPage(year) : { start: year, end: year, years: [year] }
  const title = years ? `${page.start}–${page.end}` : String(year)

  let cells: PeriodCell[]
  if (years) {
    const selectedYear = mode === 'year' ? props.value : year
    cells = page.years.map((y) => ({
      ordinal: y,
      label: String(y),
      selected: y === selectedYear,
      disabled: !isPeriodAvailable(new Date(y, 0), new Date(y, 11, 31), min, max),
      current: y === today.getFullYear(),
    }))
  } else if (mode === 'month') {
    const short = new Intl.DateTimeFormat(locale.code, { month: 'short' })
    const long = new Intl.DateTimeFormat(locale.code, { month: 'long', year: 'numeric' })
    const months = eachMonthOfInterval({ start: new Date(year, 0), end: new Date(year, 11) })
    cells = months.map((first, month) => ({
      ordinal: year * 12 + month,
      label: short.format(first),
      ariaLabel: long.format(first),
      selected: props.value?.year === year && props.value.month === month,
      disabled: !isPeriodAvailable(first, endOfMonth(first), min, max),
      current: isSameMonth(first, today),
    }))
  } else {
    const value = props.value as Date | null
    const quarters = eachQuarterOfInterval({ start: new Date(year, 0), end: new Date(year, 11) })
    cells = quarters.map((first, i) => {
      const label = t('calendar.quarter', { quarter: i + 1 })
      return {
        ordinal: year * 4 + i,
        label,
        ariaLabel: `${label} ${year}`,
        selected: !!value && isSameQuarter(value, first),
        disabled: !isPeriodAvailable(first, endOfQuarter(first), min, max),
        current: isSameQuarter(first, today),
      }
    })
  }

  const showYears = (show: boolean) => {
    setChoosingYear(show)
    setActive(null)
    focusPending.current = true
  }

  const pick = (ordinal: number) => {
    if (props.mode === 'year') props.onValueChange(ordinal)
    else if (choosingYear) {
      setYear(ordinal)
      showYears(false)
    } else if (props.mode === 'month') props.onValueChange({ year, month: ordinal - year * 12 })
    else props.onValueChange(setQuarter(new Date(year, 0), ordinal - year * 4 + 1))
  }

  // The tab stop: the last focused cell, else the selected, today's or the first available.
  const stop =
    cells.find((c) => c.ordinal === active) ??
    cells.find((c) => c.selected) ??
    cells.find((c) => c.current) ??
    cells.find((c) => !c.disabled) ??
    cells[0]

  React.useEffect(() => {
    if (!focusPending.current || !stop) return
    focusPending.current = false
    gridRef.current
      ?.querySelector<HTMLButtonElement>(`[data-ordinal="${stop.ordinal}"]`)
      ?.focus({ preventScroll: true })
  })

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (!stop) return
    const index = cells.indexOf(stop)
    const rowStart = index - (index % columns)
    const rowEnd = Math.min(rowStart + columns - 1, cells.length - 1)
    const pageStep = years ? YEARS_PER_PAGE : perYear
    const moves: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -columns,
      ArrowDown: columns,
      Home: rowStart - index,
      End: rowEnd - index,
      PageUp: -pageStep,
      PageDown: pageStep,
    }
    const delta = moves[event.key]
    if (delta === undefined) return
    event.preventDefault()
    // Moving off the page shows the page that holds the target, within the picker's years.
    const target = stop.ordinal + delta
    const targetYear = Math.floor(target / perYear)
    if (targetYear < firstYear || targetYear > lastYear) return
    setYear(targetYear)
    focusPending.current = true
    setActive(target)
  }

  const rows: PeriodCell[][] = []
  for (let i = 0; i < cells.length; i += columns) rows.push(cells.slice(i, i + columns))

  // Paging back or forth a page (a year, or a page of years), never past the picker's years.
  const pagerButton = (direction: 'previous' | 'next') => {
    const back = direction === 'previous'
    const disabled = back ? page.start <= firstYear : page.end >= lastYear
    const Chevron = back ? ChevronLeft : ChevronRight
    return (
      <button
        type="button"
        data-slot={`period-grid-${direction}`}
        className={pager}
        aria-label={t(`calendar.${back ? 'prev' : 'next'}${years ? 'Decade' : 'Year'}`)}
        aria-disabled={disabled || undefined}
        onClick={disabled ? undefined : () => setYear(back ? page.start - 1 : page.end + 1)}
      >
        <Chevron />
      </button>
    )
  }

  return (
    <div data-slot="date-picker-period" data-mode={mode}>
      <div data-slot="period-grid" className="flex w-64 flex-col gap-2">
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
          ref={gridRef}
          role="grid"
          aria-label={title}
          data-slot="period-grid-cells"
          className="flex flex-col gap-1"
        >
          {rows.map((row) => (
            <div
              key={row[0]?.ordinal}
              role="row"
              className="grid gap-1"
              style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
            >
              {row.map((cell) => (
                <div key={cell.ordinal} role="gridcell" aria-selected={cell.selected || undefined}>
                  <button
                    type="button"
                    data-ordinal={cell.ordinal}
                    data-selected={cell.selected || undefined}
                    data-current={cell.current || undefined}
                    tabIndex={cell === stop ? 0 : -1}
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
    </div>
  )
}
