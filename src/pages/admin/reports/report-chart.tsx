import { type Report } from '@/api'
import { formatPrice } from '@/domain/price'
import { formatMonth, formatPercent, formatWeekday } from '@/domain/staff-format'

/** A bucket's name as the chart's caption and axis write it. */
function bucketName(report: Report, bucket: Report['buckets'][number]) {
  return report.period === 'week' || report.period === 'month'
    ? formatWeekday(bucket.from)
    : formatMonth(bucket.label)
}

/**
 * The trend in words: the busiest and quietest bucket and the best for revenue. It is the
 * chart's caption, so what the picture shows is also said (the table below has every figure).
 */
export function chartSummary(report: Report): string {
  const buckets = report.buckets.filter((bucket) => bucket.availableNights > 0)
  if (!buckets.length) return 'No room was open in this period.'
  const by = (pick: (b: Report['buckets'][number]) => number, most: boolean) =>
    buckets.reduce((best, b) => ((most ? pick(b) > pick(best) : pick(b) < pick(best)) ? b : best))
  const busiest = by((b) => b.occupancy, true)
  const quietest = by((b) => b.occupancy, false)
  const richest = by((b) => b.revenue, true)
  return [
    `Busiest: ${bucketName(report, busiest)}, ${formatPercent(busiest.occupancy)} occupied.`,
    `Quietest: ${bucketName(report, quietest)}, ${formatPercent(quietest.occupancy)}.`,
    `Most revenue: ${bucketName(report, richest)}, ${formatPrice(richest.revenue, report.currency)}.`,
  ].join(' ')
}

const WIDTH = 600
const HEIGHT = 160

/**
 * Occupancy (bars, 0–100 %) and revenue (a line, 0 to the period's best bucket) by day or
 * month, in plain SVG. The picture is hidden from screen readers: its caption says the trend
 * and the table beside it is the data.
 */
export function ReportChart({ report }: { report: Report }) {
  const buckets = report.buckets
  const step = WIDTH / Math.max(buckets.length, 1)
  const gap = Math.min(step * 0.2, 6)
  const topRevenue = Math.max(...buckets.map((b) => b.revenue), 1)
  const y = (ratio: number) => HEIGHT - ratio * HEIGHT
  const line = buckets
    .map((b, i) => `${(i * step + step / 2).toFixed(1)},${y(b.revenue / topRevenue).toFixed(1)}`)
    .join(' ')
  const first = buckets[0]
  const last = buckets.at(-1)
  return (
    <figure className="grid gap-2" data-slot="report-chart">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-xs text-muted">
        <span className="flex items-center gap-3" aria-hidden="true">
          <span className="flex items-center gap-1.5">
            <span className="inline-block size-2.5 rounded-sm bg-primary/70" /> Occupancy
          </span>
          <span className="flex items-center gap-1.5">
            <span className="inline-block h-0.5 w-4 rounded bg-secondary" /> Revenue
          </span>
        </span>
        <span aria-hidden="true">
          Revenue peak {formatPrice(topRevenue === 1 ? 0 : topRevenue, report.currency)}
        </span>
      </div>
      <div className="relative rounded-lg bg-bg p-3 ring-1 ring-border ring-inset">
        <svg
          aria-hidden="true"
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="block h-40 w-full overflow-visible"
        >
          {[0.25, 0.5, 0.75].map((ratio) => (
            <line
              key={ratio}
              x1={0}
              x2={WIDTH}
              y1={y(ratio)}
              y2={y(ratio)}
              className="stroke-border"
              strokeDasharray="4 4"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {buckets.map((b, i) => (
            <rect
              key={b.label}
              x={i * step + gap / 2}
              y={y(b.occupancy)}
              width={Math.max(step - gap, 1)}
              height={HEIGHT - y(b.occupancy)}
              rx={2}
              className={b.occupancy >= 0.85 ? 'fill-success/80' : 'fill-primary/60'}
            />
          ))}
          <polyline
            points={line}
            fill="none"
            className="stroke-secondary"
            strokeWidth={2}
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
        {first && last && (
          <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-muted">
            <span>{bucketName(report, first)}</span>
            <span>{bucketName(report, last)}</span>
          </div>
        )}
      </div>
      <figcaption className="text-sm text-muted" data-slot="report-chart-summary">
        {chartSummary(report)}
      </figcaption>
    </figure>
  )
}
