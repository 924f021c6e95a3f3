/**
 * Spreadsheet exports (RFC 4180 CSV): the bookings list and the reports, the same file from the
 * server and the mocks. UTF-8 with a byte-order mark, so Excel reads accents and the euro sign;
 * a text cell that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, return) is
 * written with a leading apostrophe, so a guest's name can never run as one.
 */
import { type bookingView } from './bookings'
import { currencyDigits } from './money'
import { type computeReport } from './reports'

const FORMULA_START = /^[=+\-@\t\r]/

/** One cell: numbers as they are, text quoted when it must be and never a formula. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** A whole file: a header row, then the rows, each line ended by CRLF. */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`
}

/** An amount in minor units as the spreadsheet's number in major units (`28500` → `285.00`). */
export function csvAmount(minor: number, currency: string): string {
  const digits = currencyDigits(currency)
  return (minor / 10 ** digits).toFixed(digits)
}

type BookingRow = ReturnType<typeof bookingView>
type Report = ReturnType<typeof computeReport>

export const BOOKINGS_CSV_HEADER = [
  'Reference',
  'Status',
  'Room',
  'Check-in',
  'Check-out',
  'Nights',
  'Guests',
  'Guest name',
  'Email',
  'Phone',
  'Total',
  'Currency',
  'Booked at',
  'Cancelled at',
  'Cancelled by',
  'Notes',
] as const

/** The bookings as the list shows them, every one the filters match. */
export function bookingsCsv(bookings: readonly BookingRow[]): string {
  return toCsv([
    BOOKINGS_CSV_HEADER,
    ...bookings.map((b) => [
      b.reference,
      b.status,
      b.roomName,
      b.checkIn,
      b.checkOut,
      b.nights,
      b.guests,
      b.guest.name,
      b.guest.email,
      b.guest.phone,
      csvAmount(b.total, b.currency),
      b.currency,
      b.createdAt,
      b.cancelledAt,
      b.cancelledBy,
      b.guest.notes,
    ]),
  ])
}

/** A report: one row per bucket (day or month), then the period's total. */
export function reportCsv(report: Report): string {
  const row = (
    label: string,
    part: Pick<
      Report,
      'from' | 'to' | 'bookedNights' | 'availableNights' | 'occupancy' | 'revenue'
    >,
  ) => [
    label,
    part.from,
    part.to,
    part.bookedNights,
    part.availableNights,
    (part.occupancy * 100).toFixed(1),
    csvAmount(part.revenue, report.currency),
  ]
  return toCsv([
    [
      'Period',
      'From',
      'To',
      'Booked nights',
      'Available nights',
      'Occupancy %',
      `Revenue (${report.currency})`,
    ],
    ...report.buckets.map((bucket) => row(bucket.label, bucket)),
    row('Total', report),
  ])
}

/** The file's name: what it holds and the filter, e.g. `nightjar-bookings-confirmed-2026-12-01-to-2026-12-31.csv`. */
export function csvFileName(
  kind: 'bookings' | 'report',
  parts: readonly (string | undefined | null)[],
): string {
  const words = parts
    .filter((part): part is string => Boolean(part))
    .map((part) =>
      part
        .toLowerCase()
        .replace(/[^a-z0-9-]+/g, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .filter(Boolean)
  return `${['nightjar', kind, ...words].join('-').slice(0, 120)}.csv`
}

/** The bookings file's name for a filter. */
export function bookingsCsvName(filter: {
  from?: string | undefined
  to?: string | undefined
  status?: string | undefined
  q?: string | undefined
}): string {
  return csvFileName('bookings', [
    filter.status,
    filter.from && filter.to ? `${filter.from}-to-${filter.to}` : (filter.from ?? filter.to),
    filter.q,
  ])
}

/** A report's file name: the period and its first day. */
export function reportCsvName(report: Pick<Report, 'period' | 'from'>): string {
  return csvFileName('report', [report.period, report.from])
}
