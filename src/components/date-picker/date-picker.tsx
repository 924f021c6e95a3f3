import { useControllableState } from '@radix-ui/react-use-controllable-state'
import * as React from 'react'

import { Spinner } from '@/components/button'
import { cn } from '@/components/lib/cn'
import { useLocale } from '@/components/locale'

import { assertDatePickerValue } from './date-logic'
import type { DatePickerMode, DatePickerProps, DatePickerValues, ViewProps } from './types'

// The views are separate chunks: nothing here imports react-day-picker or the grids statically.
const loaders = {
  CalendarView: () => import('./calendar-view').then((m) => m.CalendarView),
  PeriodView: () => import('./period-view').then((m) => m.PeriodView),
  TimeView: () => import('./time-view').then((m) => m.TimeView),
}
type ViewName = keyof typeof loaders
/** Each view: lazy until preloaded, then itself (drawn without suspending: it opens ready). */
const views: Partial<Record<ViewName, React.ComponentType<never>>> = {}
const viewFor = (name: ViewName) =>
  (views[name] ??= React.lazy(() => loaders[name]().then((View) => ({ default: View }))))

const periodModes = new Set<DatePickerMode>(['month', 'year', 'quarter'])
const viewOf = (mode: DatePickerMode): ViewName =>
  mode === 'time' ? 'TimeView' : periodModes.has(mode) ? 'PeriodView' : 'CalendarView'

/** Loads the view of `mode` and keeps it (the field calls this on intent: hover, focus, touch). */
export function preloadDatePickerView(mode: DatePickerMode): Promise<unknown> {
  const name = viewOf(mode)
  return loaders[name]().then((View) => (views[name] = View))
}

/** The value, kept by the picker unless `value` is given (`null` too), checked against the mode. */
export function useDatePickerValue(props: DatePickerProps) {
  const [value, setValue] = useControllableState<DatePickerValues[DatePickerMode] | null>({
    prop: props.value,
    defaultProp: props.defaultValue ?? null,
    onChange: props.onChange as (value: DatePickerValues[DatePickerMode] | null) => void,
  })
  assertDatePickerValue(props.mode, value)
  return [value, setValue] as const
}

/**
 * One date picker for every mode, each with its value (`DatePickerValues`); years run 1900–2100
 * and weeks start on Monday. The views load on first render, unless preloaded.
 */
export function DatePicker(props: DatePickerProps) {
  const { mode, className } = props
  const { t } = useLocale()
  const [value, setValue] = useDatePickerValue(props)
  const View = viewFor(viewOf(mode)) as React.ComponentType<ViewProps<DatePickerMode>>

  return (
    <div
      role="group"
      aria-label={props['aria-label']}
      data-slot="date-picker"
      data-mode={mode}
      className={cn('w-fit rounded-lg border border-border bg-surface p-3 text-fg', className)}
    >
      <React.Suspense
        fallback={
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
        }
      >
        <View {...props} value={value} onChange={setValue} />
      </React.Suspense>
    </div>
  )
}
