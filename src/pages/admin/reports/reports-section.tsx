import * as Tabs from '@radix-ui/react-tabs'
import { BedDoubleIcon, CalendarCheckIcon, ChartColumnIcon, WalletIcon } from 'lucide-react'
import * as React from 'react'
import { Await, type LoaderFunctionArgs, useSearchParams } from 'react-router'

import { isIsoDate, type Report, REPORT_PERIODS, type ReportPeriod } from '@/api'
import { DatePickerField, type DatePickerProps } from '@/components/date-picker'
import { Progress } from '@/components/progress'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/table'
import { reportCsvName } from '@/domain/csv'
import { toIsoDate } from '@/domain/local-dates'
import { formatPrice } from '@/domain/price'
import { periodRange } from '@/domain/reports'
import {
  formatDay,
  formatMonth,
  formatPercent,
  formatShortDay,
  formatWeekday,
} from '@/domain/staff-format'
import { exportReport, getReport } from '@/pages/admin/lib/admin-api'
import { later, useSectionData } from '@/pages/admin/lib/admin-route'
import {
  AwaitLoadError,
  EmptyState,
  ExportButton,
  SectionHeader,
  Skeleton,
  Stat,
} from '@/pages/admin/lib/section-parts'

import { ReportChart } from './report-chart'
import { dateOfPickerValue, pickerValueOf } from './report-date'

const periodLabels: Record<ReportPeriod, string> = {
  week: 'Week',
  month: 'Month',
  quarter: 'Quarter',
  year: 'Year',
}

function isPeriod(value: string | null): value is ReportPeriod {
  return REPORT_PERIODS.includes(value as ReportPeriod)
}

function periodTitle(report: Report) {
  switch (report.period) {
    case 'week':
      return `${formatShortDay(report.from)} – ${formatDay(report.to)}`
    case 'month':
      return formatMonth(report.from)
    case 'quarter':
      return `Q${Math.floor(Number(report.from.slice(5, 7)) / 3) + 1} ${report.from.slice(0, 4)}`
    case 'year':
      return report.from.slice(0, 4)
  }
}

function bucketLabel(report: Report, label: string, from: string) {
  return report.period === 'week' || report.period === 'month'
    ? formatWeekday(from)
    : formatMonth(label)
}

function Breakdown({ report }: { report: Report }) {
  if (report.availableNights === 0 && report.bookedNights === 0) {
    return (
      <EmptyState icon={ChartColumnIcon} title="Nothing to report">
        No room was open to book in this period.
      </EmptyState>
    )
  }
  return (
    <div className="overflow-x-auto rounded-lg ring-1 ring-border ring-inset">
      <Table aria-label={`Occupancy and revenue, ${periodTitle(report)}`}>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className="max-sm:px-1.5">
              {report.period === 'week' || report.period === 'month' ? 'Day' : 'Month'}
            </TableHead>
            <TableHead className="w-full max-sm:px-1.5 sm:min-w-40">Occupancy</TableHead>
            <TableHead className="text-end max-sm:px-1.5">Nights sold</TableHead>
            <TableHead className="text-end max-sm:px-1.5">Revenue</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {report.buckets.map((bucket) => {
            const label = bucketLabel(report, bucket.label, bucket.from)
            return (
              <TableRow key={bucket.label} className="last:[&>td]:border-b-0">
                <TableCell className="py-1.5 max-sm:px-1.5 sm:whitespace-nowrap">{label}</TableCell>
                <TableCell className="py-1.5 max-sm:px-1.5">
                  <div className="flex items-center gap-3">
                    {/* On a phone the figure alone (the chart above draws the bars): the table fits. */}
                    <Progress
                      aria-label={`Occupancy, ${label}`}
                      value={Math.round(bucket.occupancy * 100)}
                      size="sm"
                      color={bucket.occupancy >= 0.85 ? 'success' : 'primary'}
                      className="max-sm:hidden"
                    />
                    <span className="w-10 shrink-0 text-end text-xs text-muted tabular-nums">
                      {formatPercent(bucket.occupancy)}
                    </span>
                  </div>
                </TableCell>
                <TableCell className="py-1.5 text-end whitespace-nowrap tabular-nums max-sm:px-1.5">
                  {bucket.bookedNights}
                  <span className="text-muted"> / {bucket.availableNights}</span>
                </TableCell>
                <TableCell className="py-1.5 text-end whitespace-nowrap tabular-nums max-sm:px-1.5">
                  {formatPrice(bucket.revenue, report.currency)}
                </TableCell>
              </TableRow>
            )
          })}
        </TableBody>
      </Table>
    </div>
  )
}

/** The period (`period`, a month by default) and day (`date`, today) in the address. */
function readReportQuery(params: URLSearchParams) {
  const periodParam = params.get('period')
  const period: ReportPeriod = isPeriod(periodParam) ? periodParam : 'month'
  const dateParam = params.get('date')
  const date = dateParam && isIsoDate(dateParam) ? dateParam : toIsoDate(new Date())
  return { period, date }
}

/** The report of the period and day in the address. */
export function loader({ request }: LoaderFunctionArgs) {
  const { period, date } = readReportQuery(new URL(request.url).searchParams)
  return { period, date, report: later(getReport(period, date, request.signal)) }
}

function PeriodReport({ report }: { report?: Report }) {
  const loading = !report
  return (
    <div className="grid gap-6" aria-busy={loading || undefined}>
      <div className="grid gap-3 sm:grid-cols-3">
        <Stat
          label="Occupancy"
          icon={BedDoubleIcon}
          loading={loading}
          value={report && formatPercent(report.occupancy)}
          hint={
            report && (
              <Progress
                aria-label={`Occupancy, ${periodTitle(report)}`}
                value={Math.round(report.occupancy * 100)}
                size="xs"
                className="mt-1"
              />
            )
          }
        />
        <Stat
          label="Nights sold"
          icon={CalendarCheckIcon}
          loading={loading}
          value={report?.bookedNights}
          hint={report && `of ${report.availableNights} open room-nights`}
        />
        <Stat
          label="Revenue"
          icon={WalletIcon}
          loading={loading}
          value={report && formatPrice(report.revenue, report.currency)}
          hint={report && `in ${report.currency}`}
        />
      </div>
      <div className="grid gap-3">
        <h2 className="text-sm font-semibold text-fg">
          {report
            ? `By ${report.period === 'week' || report.period === 'month' ? 'day' : 'month'} · ${periodTitle(report)}`
            : 'Breakdown'}
        </h2>
        {report ? (
          <>
            {(report.availableNights > 0 || report.bookedNights > 0) && (
              <ReportChart report={report} />
            )}
            <Breakdown report={report} />
          </>
        ) : (
          <Skeleton className="h-64" />
        )}
      </div>
    </div>
  )
}

/** Reports: occupancy and revenue by week, month, quarter or year, each with its picker. */
export function ReportsSection() {
  const [, setParams] = useSearchParams()
  const { period, date, report } = useSectionData<typeof loader>()

  const set = (changes: { period?: ReportPeriod; date?: string }) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous)
        if (changes.period) next.set('period', changes.period)
        if (changes.date) next.set('date', changes.date)
        return next
      },
      { replace: true },
    )

  return (
    <section aria-labelledby="reports-title" data-slot="reports-section">
      <SectionHeader
        id="reports-title"
        title="Reports"
        description="Occupancy and revenue of the rooms while they were open, from confirmed bookings."
        actions={
          <ExportButton
            name={reportCsvName({ period, from: periodRange(period, date).from })}
            what="the report"
            load={() => exportReport(period, date)}
          />
        }
      />
      <Tabs.Root
        value={period}
        onValueChange={(value) => {
          if (isPeriod(value)) set({ period: value })
        }}
        className="grid gap-4"
      >
        <Tabs.List
          aria-label="Report period"
          className="inline-flex w-fit gap-1 rounded-lg bg-surface p-1 ring-1 ring-border"
        >
          {REPORT_PERIODS.map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium text-muted transition-colors hover:text-fg data-[state=active]:bg-elevated data-[state=active]:text-fg"
            >
              {periodLabels[value]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {REPORT_PERIODS.map((value) => (
          <Tabs.Content key={value} value={value} className="grid gap-6 outline-none">
            <div className="flex flex-wrap items-center gap-3">
              <span id={`report-${value}-label`} className="text-sm font-medium text-fg">
                {periodLabels[value]}
              </span>
              <DatePickerField
                {...({
                  mode: value,
                  value: pickerValueOf(value, date),
                  onChange: (picked: unknown) => {
                    if (picked !== null && picked !== undefined) {
                      set({ date: dateOfPickerValue(value, picked as never) })
                    }
                  },
                } as DatePickerProps)}
                aria-labelledby={`report-${value}-label`}
                clearable={false}
              />
            </div>
            <React.Suspense key={`${period}:${date}`} fallback={<PeriodReport />}>
              <Await
                resolve={report}
                errorElement={<AwaitLoadError title="Could not load the report" />}
              >
                {(loaded: Report) => <PeriodReport report={loaded} />}
              </Await>
            </React.Suspense>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  )
}

/** The section's component, as the staff area loads its module (`section-code.ts`). */
export const Component = ReportsSection
