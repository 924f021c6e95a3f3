import { useControllableState } from '@radix-ui/react-use-controllable-state'
import * as React from 'react'

import { Spinner } from '@/components/button'
import { cn } from '@/components/lib/cn'
import { useLocale } from '@/components/locale'

import { assertDatePickerValue } from './date-logic'
import {
  type DatePickerMode,
  datePickerModes,
  type DatePickerProps,
  type DatePickerValues,
} from './types'

// The views are separate chunks: nothing here imports react-day-picker or the grids statically.
const loaders = {
  CalendarView: () => import('./calendar-view').then((m) => m.CalendarView),
  PeriodView: () => import('./period-view').then((m) => m.PeriodView),
  TimeView: () => import('./time-view').then((m) => m.TimeView),
}
type ViewName = keyof typeof loaders
/** The views already loaded: drawn at once, without suspending (a warm picker opens ready). */
const loaded: Partial<{ [K in ViewName]: Awaited<ReturnType<(typeof loaders)[K]>> }> = {}

const lazyViews = () => ({
  CalendarView: React.lazy(() => loaders.CalendarView().then((View) => ({ default: View }))),
  PeriodView: React.lazy(() => loaders.PeriodView().then((View) => ({ default: View }))),
  TimeView: React.lazy(() => loaders.TimeView().then((View) => ({ default: View }))),
})
let views = lazyViews()

/** After a view's code failed to load: the next render loads it again (React keeps a lazy's failure). */
export function reloadDatePickerViews() {
  views = lazyViews()
}

/** Which view draws `mode`. */
function viewOf(mode: DatePickerMode): ViewName {
  if (!datePickerModes.includes(mode)) throw new Error(`Unknown date picker mode "${String(mode)}"`)
  if (mode === 'time') return 'TimeView'
  if (mode === 'month' || mode === 'year' || mode === 'quarter') return 'PeriodView'
  return 'CalendarView'
}

/** Loads the view of `mode` and keeps it (the field calls this on intent: hover, focus, touch). */
export function preloadDatePickerView(mode: DatePickerMode): Promise<unknown> {
  const name = viewOf(mode)
  return loaders[name]().then((View) => Object.assign(loaded, { [name]: View }))
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
 * Years run 1900–2100 and weeks start on Monday. The views load on first render, unless they were
 * preloaded (`preloadDatePickerView`), which draws them at once.
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

  // Each view takes the props of its own modes.
  const name = viewOf(props.mode)
  const View = (loaded[name] ?? views[name]) as React.ComponentType<typeof viewProps>

  return (
    <div
      role="group"
      aria-label={props['aria-label']}
      data-slot="date-picker"
      data-mode={props.mode}
      className={cn('w-fit rounded-lg border border-border bg-surface p-3 text-fg', className)}
    >
      <React.Suspense fallback={<DatePickerLoading mode={props.mode} />}>
        <View {...viewProps} />
      </React.Suspense>
    </div>
  )
}
