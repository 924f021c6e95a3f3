/**
 * Calendar dates for the public pages: `YYYY-MM-DD` strings ↔ the date picker's local-midnight
 * `Date`s, and whole-day arithmetic. They live in the domain (plain TypeScript, no zod); this
 * module only re-exports them under the names the pages use, from the domain's two small modules
 * the home page's first load needs.
 */
export { addDays, daysBetween } from '@/domain/calendar'
export { fromIsoDate, localToday, toIsoDate } from '@/domain/local-dates'
