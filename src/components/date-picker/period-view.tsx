/**
 * Month, year and quarter views: our own grids (no day calendar). Month and quarter pages show a
 * year; their title opens the year grid to jump far. Loaded lazily by the date picker.
 */
import * as React from 'react'

import { useLocale } from '@/components/locale'

import {
  dayBounds,
  isMonthAvailable,
  isQuarterAvailable,
  isYearAvailable,
  quarterOf,
  quarterStartOf,
  yearPage,
} from './date-logic'
import { type PeriodCell, PeriodGrid } from './period-grid'
import type { ViewProps } from './types'

type PeriodMode = 'month' | 'year' | 'quarter'
export type PeriodViewProps = { [M in PeriodMode]: ViewProps<M> }[PeriodMode]

function valueYear(props: PeriodViewProps): number | undefined {
  if (props.value === null) return undefined
  switch (props.mode) {
    case 'month':
      return props.value?.year
    case 'year':
      return props.value ?? undefined
    case 'quarter':
      return props.value?.getFullYear()
  }
}

export function PeriodView(props: PeriodViewProps) {
  const { t, locale } = useLocale()
  const { min, max, mode } = props
  const bounds = dayBounds(min, max)
  const firstYear = bounds.min.getFullYear()
  const lastYear = bounds.max.getFullYear()
  const today = props.today ?? new Date()
  const clamp = (y: number) => Math.min(lastYear, Math.max(firstYear, y))

  const [year, setYear] = React.useState(() => clamp(valueYear(props) ?? today.getFullYear()))
  const [choosingYear, setChoosingYear] = React.useState(false)
  const [switched, setSwitched] = React.useState(false)
  const focusOnMount = props.focusOnMount || switched

  const yearGrid = (selectedYear: number | null, onPick: (y: number) => void) => {
    const page = yearPage(year)
    const cells: PeriodCell[] = page.years.map((y) => ({
      ordinal: y,
      label: String(y),
      selected: y === selectedYear,
      disabled: !isYearAvailable(y, min, max),
      current: y === today.getFullYear(),
      onSelect: () => onPick(y),
    }))
    return (
      <PeriodGrid
        key="years"
        title={`${page.start}–${page.end}`}
        previous={{
          label: t('calendar.prevDecade'),
          disabled: page.start <= firstYear,
          onClick: () => setYear(page.start - 1),
        }}
        next={{
          label: t('calendar.nextDecade'),
          disabled: page.end >= lastYear,
          onClick: () => setYear(page.end + 1),
        }}
        cells={cells}
        columns={3}
        pageStep={12}
        onReveal={(y) => {
          if (y < firstYear || y > lastYear) return false
          setYear(y)
          return true
        }}
        focusOnMount={focusOnMount}
      />
    )
  }

  if (mode === 'year') {
    return (
      <div data-slot="date-picker-period" data-mode={mode}>
        {yearGrid(props.value ?? null, (y) => props.onValueChange(y))}
      </div>
    )
  }

  if (choosingYear) {
    return (
      <div data-slot="date-picker-period" data-mode={mode}>
        {yearGrid(year, (y) => {
          setYear(y)
          setChoosingYear(false)
        })}
      </div>
    )
  }

  const shared = {
    title: String(year),
    titleAction: {
      label: t('calendar.selectYear'),
      onClick: () => {
        setSwitched(true)
        setChoosingYear(true)
      },
    },
    previous: {
      label: t('calendar.prevYear'),
      disabled: year <= firstYear,
      onClick: () => setYear(year - 1),
    },
    next: {
      label: t('calendar.nextYear'),
      disabled: year >= lastYear,
      onClick: () => setYear(year + 1),
    },
    focusOnMount,
  }

  if (mode === 'month') {
    const short = new Intl.DateTimeFormat(locale.code, { month: 'short' })
    const long = new Intl.DateTimeFormat(locale.code, { month: 'long', year: 'numeric' })
    const { value, onValueChange } = props
    const cells: PeriodCell[] = Array.from({ length: 12 }, (_, month) => {
      const first = new Date(year, month, 1)
      return {
        ordinal: year * 12 + month,
        label: short.format(first),
        ariaLabel: long.format(first),
        selected: value?.year === year && value.month === month,
        disabled: !isMonthAvailable(year, month, min, max),
        current: today.getFullYear() === year && today.getMonth() === month,
        onSelect: () => onValueChange({ year, month }),
      }
    })
    return (
      <div data-slot="date-picker-period" data-mode={mode}>
        <PeriodGrid
          key="months"
          {...shared}
          cells={cells}
          columns={3}
          pageStep={12}
          onReveal={(ordinal) => {
            const y = Math.floor(ordinal / 12)
            if (y < firstYear || y > lastYear) return false
            setYear(y)
            return true
          }}
        />
      </div>
    )
  }

  const { value, onValueChange } = props
  const cells: PeriodCell[] = [1, 2, 3, 4].map((quarter) => {
    const label = t('calendar.quarter', { quarter })
    return {
      ordinal: year * 4 + quarter - 1,
      label,
      ariaLabel: `${label} ${year}`,
      selected: !!value && value.getFullYear() === year && quarterOf(value) === quarter,
      disabled: !isQuarterAvailable(year, quarter, min, max),
      current: today.getFullYear() === year && quarterOf(today) === quarter,
      onSelect: () => onValueChange(quarterStartOf(year, quarter)),
    }
  })
  return (
    <div data-slot="date-picker-period" data-mode={mode}>
      <PeriodGrid
        key="quarters"
        {...shared}
        cells={cells}
        columns={4}
        pageStep={4}
        onReveal={(ordinal) => {
          const y = Math.floor(ordinal / 4)
          if (y < firstYear || y > lastYear) return false
          setYear(y)
          return true
        }}
      />
    </div>
  )
}
