/** The date picker's modes and the value each one gives (PRODUCT.md §5). */
export const datePickerModes = [
  'single',
  'range',
  'multiple',
  'week',
  'month',
  'year',
  'quarter',
  'time',
] as const
export type DatePickerMode = (typeof datePickerModes)[number]

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

/** The value of each mode. */
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

/**
 * Days that cannot be picked: a day, a list of days, a range (ends included), days `before` or
 * `after` a day (ends excluded), weekdays (0 = Sunday) or a predicate.
 */
export type DateMatcher =
  | Date
  | Date[]
  | DateRangeValue
  | { before: Date }
  | { after: Date }
  | { before: Date; after: Date }
  | { dayOfWeek: number | number[] }
  | ((date: Date) => boolean)

/** A ready-made range shown beside the calendar ("This weekend", "Next 7 nights"). */
export interface RangePreset {
  label: string
  value: DateRangeValue
}
