import { useControllableState } from '@radix-ui/react-use-controllable-state'
import * as React from 'react'

import { Spinner } from '@/components/button'
import { cn } from '@/components/lib/cn'
import { useLocale } from '@/components/locale'

import type { CalendarViewProps } from './calendar-view'
import { assertDatePickerValue } from './date-logic'
import type { PeriodViewProps } from './period-view'
import type { DatePickerMode, DatePickerProps, DatePickerValues, ViewProps } from './types'

// The views are separate chunks: nothing here imports react-day-picker or the grids statically.
const loadCalendar = () => import('./calendar-view')
const loadPeriod = () => import('./period-view')
const loadTime = () => import('./time-view')

const lazyViews = () => ({
  CalendarView: React.lazy(() => loadCalendar().then((m) => ({ default: m.CalendarView }))),
  PeriodView: React.lazy(() => loadPeriod().then((m) => ({ default: m.PeriodView }))),
  TimeView: React.lazy(() => loadTime().then((m) => ({ default: m.TimeView }))),
})
let views = lazyViews()

/** After a view's code failed to load: the next render loads it again (React keeps a lazy's failure). */
export function reloadDatePickerViews() {
  views = lazyViews()
}

/** Starts loading the view of `mode` (the field calls this on hover and focus). */
export function preloadDatePickerView(mode: DatePickerMode): Promise<unknown> {
  if (mode === 'time') return loadTime()
  if (mode === 'month' || mode === 'year' || mode === 'quarter') return loadPeriod()
  return loadCalendar()
}

function DatePickerLoading({ mode }: { mode: DatePickerMode }) {
  const { t } = useLocale()
  return (
    <div
      role="status"
      data-slot="date-picker-loading"
      className={cn(
        'flex items-center justify-center gap-2 text-sm text-muted',
        mode === 'time' ? 'h-36 w-32' : 'h-80 w-64',
      )}
    >
      <Spinner />
      {t('loading')}
    </div>
  )
}

/**
 * One date picker for every mode: `single` (a `Date`), `range` (`{ from, to }`), `multiple`
 * (`Date[]`), `week` (`{ from, to }`, Monday–Sunday), `month` (`{ year, month }`, month 0-based),
 * `year` (a number), `quarter` (the quarter's first day) and `time` (`{ hours, minutes }`).
 * Years run 1900–2100 and weeks start on Monday. The views load on first render.
 */
export function DatePicker(props: DatePickerProps) {
  const { value: _value, defaultValue, onChange, className, ...rest } = props
  // `null` is a value (nothing picked): only `undefined` leaves the picker uncontrolled.
  const [value, setValue] = useControllableState<DatePickerValues[DatePickerMode] | null>({
    prop: props.value,
    defaultProp: defaultValue ?? null,
    onChange: onChange as (value: DatePickerValues[DatePickerMode] | null) => void,
  })
  assertDatePickerValue(props.mode, value)
  const viewProps = { ...rest, value, onValueChange: setValue }

  let view: React.ReactNode
  switch (props.mode) {
    case 'single':
    case 'range':
    case 'multiple':
    case 'week':
      view = <views.CalendarView {...(viewProps as CalendarViewProps)} />
      break
    case 'month':
    case 'year':
    case 'quarter':
      view = <views.PeriodView {...(viewProps as PeriodViewProps)} />
      break
    case 'time':
      view = <views.TimeView {...(viewProps as ViewProps<'time'>)} />
      break
    default:
      throw new Error(`Unknown date picker mode "${String((props as { mode: unknown }).mode)}"`)
  }

  return (
    <div
      role="group"
      aria-label={props['aria-label']}
      data-slot="date-picker"
      data-mode={props.mode}
      className={cn('w-fit rounded-lg border border-border bg-surface p-3 text-fg', className)}
    >
      <React.Suspense fallback={<DatePickerLoading mode={props.mode} />}>{view}</React.Suspense>
    </div>
  )
}
