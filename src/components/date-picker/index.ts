export { nextNights, thisWeekend, weekBounds } from './date-logic'
export { DatePicker, preloadDatePickerView } from './date-picker'
export { DatePickerField, type DatePickerFieldProps } from './date-picker-field'
export { formatDatePickerValue } from './format-value'
export {
  type DatePickerMode,
  datePickerModes,
  type DatePickerProps,
  type DatePickerPropsOf,
  type DatePickerValues,
  type DateRangeValue,
  type MonthValue,
  type RangeDayInfo,
  type RangePreset,
  type TimeValue,
} from './types'
