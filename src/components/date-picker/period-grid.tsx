/**
 * A page of buttons in a grid (months of a year, quarters, years of a page) with a header that
 * pages back and forth. One button is in the tab order at a time (roving focus); arrow keys move
 * between cells and over page edges, Home/End go to the row's ends, PageUp/PageDown turn pages.
 */
import { cva } from 'class-variance-authority'
import { ChevronDown, ChevronLeft, ChevronRight } from 'lucide-react'
import * as React from 'react'

import { buttonVariants } from '@/components/button'
import { cn } from '@/components/lib/cn'

export interface PeriodCell {
  /** The period's place on one line (e.g. year × 12 + month): arrow keys add to it. */
  ordinal: number
  /** The visible text. */
  label: string
  /** A fuller accessible name; must contain the visible text. */
  ariaLabel?: string
  selected: boolean
  disabled: boolean
  /** The period that contains today. */
  current: boolean
  onSelect: () => void
}

export interface PagerButton {
  label: string
  disabled: boolean
  onClick: () => void
}

export interface PeriodGridProps {
  /** What the page shows, e.g. "2026" or "2020–2031". Also names the grid. */
  title: string
  /** Turns the title into a button (e.g. to jump to the year grid); its text is read before the title. */
  titleAction?: { label: string; onClick: () => void }
  previous: PagerButton
  next: PagerButton
  cells: PeriodCell[]
  columns: number
  /** How far PageUp/PageDown move (usually one page). */
  pageStep: number
  /** Show the page that holds `ordinal`; false when it lies outside the picker's years. */
  onReveal: (ordinal: number) => boolean
  focusOnMount?: boolean
  className?: string
}

/** Cell looks; a cell can be today's, selected and disabled at once (later states win). */
const cellVariants = cva(
  'flex h-10 w-full cursor-pointer items-center justify-center rounded-md px-2 text-sm text-fg tabular-nums transition-colors hover:bg-accented',
  {
    variants: {
      current: { true: 'font-semibold text-primary ring-1 ring-primary/70 ring-inset' },
      selected: { true: 'bg-primary font-semibold text-on-color ring-0 hover:bg-primary/85' },
      disabled: {
        true: 'cursor-not-allowed text-muted line-through opacity-60 hover:bg-transparent',
      },
    },
  },
)

/** The cell that takes the tab stop: the last focused one, else the selected, today's or the first. */
function tabStop(cells: PeriodCell[], active: number | null): PeriodCell | undefined {
  return (
    cells.find((c) => c.ordinal === active) ??
    cells.find((c) => c.selected) ??
    cells.find((c) => c.current) ??
    cells.find((c) => !c.disabled) ??
    cells[0]
  )
}

export function PeriodGrid({
  title,
  titleAction,
  previous,
  next,
  cells,
  columns,
  pageStep,
  onReveal,
  focusOnMount,
  className,
}: PeriodGridProps) {
  const [active, setActive] = React.useState<number | null>(null)
  const gridRef = React.useRef<HTMLDivElement>(null)
  const focusPending = React.useRef(Boolean(focusOnMount))
  const stop = tabStop(cells, active)

  React.useEffect(() => {
    if (!focusPending.current || !stop) return
    focusPending.current = false
    gridRef.current
      ?.querySelector<HTMLButtonElement>(`[data-ordinal="${stop.ordinal}"]`)
      ?.focus({ preventScroll: true })
  })

  const moveTo = (target: number) => {
    if (!onReveal(target)) return
    focusPending.current = true
    setActive(target)
  }

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (!stop) return
    const index = cells.indexOf(stop)
    const rowStart = index - (index % columns)
    const rowEnd = Math.min(rowStart + columns - 1, cells.length - 1)
    const moves: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -columns,
      ArrowDown: columns,
      Home: rowStart - index,
      End: rowEnd - index,
      PageUp: -pageStep,
      PageDown: pageStep,
    }
    const delta = moves[event.key]
    if (delta === undefined) return
    event.preventDefault()
    moveTo(stop.ordinal + delta)
  }

  const rows: PeriodCell[][] = []
  for (let i = 0; i < cells.length; i += columns) rows.push(cells.slice(i, i + columns))
  const pager = cn(
    buttonVariants({ variant: 'ghost', color: 'neutral', size: 'sm', square: true }),
    'aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent',
  )

  return (
    <div data-slot="period-grid" className={cn('flex w-64 flex-col gap-2', className)}>
      <div className="flex h-9 items-center justify-between">
        <button
          type="button"
          data-slot="period-grid-previous"
          className={pager}
          aria-label={previous.label}
          aria-disabled={previous.disabled || undefined}
          onClick={previous.disabled ? undefined : previous.onClick}
        >
          <ChevronLeft />
        </button>
        {titleAction ? (
          <button
            type="button"
            data-slot="period-grid-title"
            className={cn(
              buttonVariants({ variant: 'ghost', color: 'neutral', size: 'sm' }),
              'gap-1 font-medium',
            )}
            onClick={titleAction.onClick}
          >
            <span className="sr-only">{`${titleAction.label}, `}</span>
            {title}
            <ChevronDown className="text-muted" />
          </button>
        ) : (
          <span data-slot="period-grid-title" className="text-sm font-medium">
            {title}
          </span>
        )}
        <button
          type="button"
          data-slot="period-grid-next"
          className={pager}
          aria-label={next.label}
          aria-disabled={next.disabled || undefined}
          onClick={next.disabled ? undefined : next.onClick}
        >
          <ChevronRight />
        </button>
      </div>
      <span role="status" aria-live="polite" className="sr-only">
        {title}
      </span>
      <div
        ref={gridRef}
        role="grid"
        aria-label={title}
        data-slot="period-grid-cells"
        className="flex flex-col gap-1"
      >
        {rows.map((row) => (
          <div
            key={row[0]?.ordinal}
            role="row"
            className="grid gap-1"
            style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
          >
            {row.map((cell) => {
              return (
                <div key={cell.ordinal} role="gridcell" aria-selected={cell.selected || undefined}>
                  <button
                    type="button"
                    data-ordinal={cell.ordinal}
                    data-selected={cell.selected || undefined}
                    data-current={cell.current || undefined}
                    tabIndex={cell === stop ? 0 : -1}
                    aria-label={cell.ariaLabel}
                    aria-disabled={cell.disabled || undefined}
                    className={cn(
                      cellVariants({
                        current: cell.current,
                        selected: cell.selected,
                        disabled: cell.disabled,
                      }),
                    )}
                    onFocus={() => setActive(cell.ordinal)}
                    onKeyDown={onKeyDown}
                    onClick={cell.disabled ? undefined : cell.onSelect}
                  >
                    {cell.label}
                  </button>
                </div>
              )
            })}
          </div>
        ))}
      </div>
    </div>
  )
}
