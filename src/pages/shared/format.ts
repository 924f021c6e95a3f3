/**
 * Text for prices, days and counts on the public pages, in the visitor's locale. They live in
 * the domain; this module only re-exports them under the names the pages use.
 */
export { formatDate as formatDay, formatDateRange as formatStay } from '@/domain/format'
export { guestsLabel, nightsLabel } from '@/domain/plural'
export { formatPrice as formatMoney } from '@/domain/price'
