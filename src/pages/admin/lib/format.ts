/**
 * Text for the staff area (British English, amounts with all their decimals) and the date
 * picker's local dates. They live in the domain; this module only re-exports them under the
 * names the staff pages use.
 */
export { localMidnight as fromIsoDate, toIsoDate } from '@/domain/local-dates'
export { currencyDigits, formatMoney } from '@/domain/money'
export { plural } from '@/domain/plural'
export {
  errorMessage,
  formatDay,
  formatMonth,
  formatPercent,
  formatShortDay,
  formatStay,
  formatTimestamp,
  formatWeekday,
} from '@/domain/staff-format'
