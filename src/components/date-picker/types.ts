import type { Matcher } from 'react-day-picker'

export type DatePickerMode = keyof DatePickerValues

/** A range of days, both ends included, at local midnight. A week is Monday to Sunday. */
export interface DateRangeValue {
  from: Date
  to: Date
}

/** A month of a year; `month` is 0-based (0 = January). */
export interface MonthValue {
  year: number
  month: number
}

/** A time of day on a 24-hour clock. */
export interface TimeValue {
  hours: number
  minutes: number
}

/** The date picker's modes and the value each one gives (PRODUCT.md §5). */
export interface DatePickerValues {
  single: Date
  range: DateRangeValue
  multiple: Date[]
  week: DateRangeValue
  month: MonthValue
  year: number
  /** The first day of the quarter. */
  quarter: Date
  time: TimeValue
}

/** A ready-made range shown beside the calendar ("This weekend", "Next 7 nights"). */
export interface RangePreset {
  label: string
  value: DateRangeValue
}

/** What a range picker knows of one day (e.g. from an API): its note, and the ranges it allows. */
export interface RangeDayInfo {
  /** A short note under the day's number, also read in its name (e.g. its lowest price). */
  note?: string
  /** Why no range may start on this day (disables it as a start). */
  noStart?: string
  /** Why no range may end on this day (disables it as an end). */
  noEnd?: string
  /** Why no range may hold this day's night: it cannot start one, and ends one at the latest. */
  noNight?: string
  /** The fewest nights of a range that starts on this day. */
  minNights?: number
}

/** Props every mode takes. */
export interface DatePickerCommonProps {
  /** The first day that can be picked (never before 1 January 1900). */
  min?: Date
  /** The last day that can be picked (never after 31 December 2100). */
  max?: Date
  /** Days that cannot be picked (closures), as react-day-picker matches them; no range spans one. */
  disabledDates?: Matcher | Matcher[]
  /** The day treated as today (defaults to the real today); handy for stories and tests. */
  today?: Date
  /** Move focus into the view when it appears (the field does this when it opens). */
  focusOnMount?: boolean
  /** Names the picker for assistive technology. */
  'aria-label'?: string
  className?: string
}

/** Props only some modes take (the others take none). */
export interface DatePickerModeOptions {
  single: { numberOfMonths?: number }
  range: {
    numberOfMonths?: number
    /** The shortest stay, in nights (0 allows a same-day range). */
    minNights?: number
    /** The longest stay, in nights (at least 1). */
    maxNights?: number
    /** Ready-made ranges shown as buttons beside the calendar. */
    presets?: RangePreset[]
    /** What is known of each day (`undefined` while unknown: the day is offered). */
    dayInfo?: (day: Date) => RangeDayInfo | undefined
    /** Called with the first day of each month shown, and of the months beside them, on a change. */
    onMonthsShown?: (months: Date[]) => void
    /** A range in words for the preview and the picked value (default: its dates and nights). */
    describeRange?: (range: DateRangeValue) => string
    /** The hints while picking (default: "Choose your check-in", "Choose your check-out"). */
    hints?: { start: string; end: string }
  }
  multiple: { numberOfMonths?: number }
  time: {
    /** Minutes move in steps of this size (default 5). */
    minuteStep?: number
  }
}

/** The props of one mode: its value type, `value`/`defaultValue` and `onChange`. */
export type DatePickerPropsOf<M extends DatePickerMode> = DatePickerCommonProps &
  (M extends keyof DatePickerModeOptions ? DatePickerModeOptions[M] : object) & {
    mode: M
    /** The picked value; `null` for none. Leave undefined to let the picker keep its own. */
    value?: DatePickerValues[M] | null
    defaultValue?: DatePickerValues[M] | null
    /** Called with the new value (a range only once both ends are picked), `null` when cleared. */
    onChange?: (value: DatePickerValues[M] | null) => void
  }

export type DatePickerProps = { [M in DatePickerMode]: DatePickerPropsOf<M> }[DatePickerMode]

/** What a lazily loaded view receives: the picker's props, with the value it holds. */
export type ViewProps<M extends DatePickerMode> = DatePickerPropsOf<M> &
  Required<Pick<DatePickerPropsOf<M>, 'value' | 'onChange'>>
