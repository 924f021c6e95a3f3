export { weekBounds } from './date-logic'
export { DatePicker, preloadDatePickerView } from './date-picker'
export { DatePickerField, type DatePickerFieldProps } from './date-picker-field'
export {
  type DatePickerProps,
  type DatePickerValues,
  type DateRangeValue,
  type RangeDayInfo,
  type RangePreset,
  type TimeValue,
} from './types'
