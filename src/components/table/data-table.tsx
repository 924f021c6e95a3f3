import {
  type CellContext,
  type Column,
  type ColumnDef,
  createColumnHelper,
  createPaginatedRowModel,
  createSortedRowModel,
  type HeaderContext,
  metaHelper,
  type ReactTable,
  type RowData,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  type TableOptions,
  useTable,
} from '@tanstack/react-table'
import {
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronsLeft,
  ChevronsRight,
  ChevronsUpDown,
  ChevronUp,
} from 'lucide-react'
import type * as React from 'react'

import { Button } from '@/components/button'
import { Checkbox } from '@/components/checkbox'
import { cn } from '@/components/lib/cn'
import { LoadingOverlay } from '@/components/loading-overlay'
import { useLocale } from '@/components/locale'
import type { ColorRole } from '@/components/theme/tokens'

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './table'

/*
 * The data table recipe: TanStack Table holds the state (sorting, selection, paging), the Table
 * parts draw it. A page composes `useDataTable`, its columns (with `selectColumn` and
 * `actionsColumn` if it wants them), `DataTable`, and a `DataTableFooter` under it.
 */

export interface DataTableRowAction {
  label: string
  /** Return a promise to show the button loading until it settles. */
  onSelect: () => unknown
  icon?: React.ReactNode
  color?: ColorRole
  disabled?: boolean
}

/** Per-column display options, set as `meta` on a column. */
export interface DataTableColumnMeta {
  align?: 'start' | 'center' | 'end'
  headerClassName?: string
  cellClassName?: string
  /** Names a row for screen readers (`selectColumn`, `actionsColumn`). */
  rowLabel?: (row: never) => string
  /** A row's action buttons (`actionsColumn`). */
  rowActions?: (row: never) => DataTableRowAction[]
}

// Text and dates sort by their own functions; anything else by TanStack's basic one.
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, text: sortFn_text, datetime: sortFn_datetime },
  rowSelectionFeature,
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  columnMeta: metaHelper<DataTableColumnMeta>(),
})
export type DataTableFeatures = typeof dataTableFeatures
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of any value type
export type DataTableColumn<TData extends RowData> = ColumnDef<DataTableFeatures, TData, any>
export type DataTableInstance<TData extends RowData> = ReactTable<DataTableFeatures, TData>

/** A typed column helper: `const col = dataTableColumns<Booking>()`. */
export function dataTableColumns<TData extends RowData>() {
  return createColumnHelper<DataTableFeatures, TData>()
}

/**
 * TanStack's `useTable` with the data table's features. The rows are paged only when the options
 * give a `pagination` (in `state` or `initialState`) or `manualPagination` (the data is the
 * server's page; give the total in `rowCount`); otherwise every row shows.
 */
export function useDataTable<TData extends RowData>(
  options: Omit<TableOptions<DataTableFeatures, TData>, 'features'>,
) {
  const paged = options.state?.pagination ?? options.initialState?.pagination
  return useTable({ features: dataTableFeatures, manualPagination: !paged, ...options })
}

const alignClass = { start: 'text-start', center: 'text-center', end: 'text-end' } as const
const ariaSort = { asc: 'ascending', desc: 'descending' } as const

/** A row's name for screen readers: its column's `rowLabel`, else its number. */
function rowName<TData extends RowData>({
  row,
  column,
}: CellContext<DataTableFeatures, TData, unknown>) {
  const rowLabel = column.columnDef.meta?.rowLabel as ((row: TData) => string) | undefined
  return rowLabel?.(row.original) ?? String(row.index + 1)
}

/** A sortable column's header content: a button that cycles the column's sort. */
export function DataTableSortButton<TData extends RowData>({
  column,
  className,
  children,
  ...props
}: React.ComponentProps<'button'> & { column: Column<DataTableFeatures, TData, unknown> }) {
  const sorted = column.getIsSorted()
  const SortIcon = sorted ? { asc: ChevronUp, desc: ChevronDown }[sorted] : ChevronsUpDown
  return (
    <button
      type="button"
      data-slot="table-sort"
      onClick={column.getToggleSortingHandler()}
      className={cn(
        '-mx-1.5 inline-flex cursor-pointer items-center gap-1.5 rounded-sm px-1.5 py-1 font-semibold hover:bg-elevated',
        column.columnDef.meta?.align === 'end' && 'flex-row-reverse',
        className,
      )}
      {...props}
    >
      {children}
      <SortIcon className={cn('size-3.5 shrink-0', sorted ? 'text-fg' : 'text-muted')} />
    </button>
  )
}

function SelectAllHeader<TData extends RowData>({
  table,
}: HeaderContext<DataTableFeatures, TData, unknown>) {
  const { t } = useLocale()
  return (
    <Checkbox
      aria-label={t('table.selectAll')}
      checked={
        table.getIsAllPageRowsSelected() || (table.getIsSomePageRowsSelected() && 'indeterminate')
      }
      disabled={table.getRowModel().rows.length === 0}
      onCheckedChange={(checked) => table.toggleAllPageRowsSelected(checked === true)}
    />
  )
}

function SelectRowCell<TData extends RowData>(
  context: CellContext<DataTableFeatures, TData, unknown>,
) {
  const { t } = useLocale()
  const { row } = context
  return (
    <Checkbox
      aria-label={t('table.selectRow', { row: rowName(context) })}
      checked={row.getIsSelected()}
      // TanStack's handler reads the new value, and Shift for a range from the last clicked row.
      onClick={(event) =>
        row.getToggleSelectedHandler()({
          target: { checked: !row.getIsSelected() },
          shiftKey: event.shiftKey,
        })
      }
    />
  )
}

/** A checkbox column: select rows (Shift-click for a range), or every row of the page. */
export function selectColumn<TData extends RowData>(
  rowLabel?: (row: TData) => string,
): DataTableColumn<TData> {
  return {
    id: 'select',
    enableSorting: false,
    header: SelectAllHeader,
    cell: SelectRowCell,
    meta: { headerClassName: 'w-10', cellClassName: 'w-10', rowLabel },
  }
}

function ActionsHeader() {
  return <span className="sr-only">{useLocale().t('table.actions')}</span>
}

/** A row's action buttons, grouped and named after the row. */
function ActionsCell<TData extends RowData>(
  context: CellContext<DataTableFeatures, TData, unknown>,
) {
  const { t } = useLocale()
  const actions = context.column.columnDef.meta?.rowActions as (row: TData) => DataTableRowAction[]
  return (
    <div
      role="group"
      aria-label={t('table.rowActions', { row: rowName(context) })}
      className="inline-flex gap-1"
    >
      {actions(context.row.original).map((action) => (
        <Button
          key={action.label}
          size="xs"
          variant="ghost"
          color={action.color ?? 'neutral'}
          leading={action.icon}
          disabled={action.disabled}
          onClick={() => action.onSelect()}
        >
          {action.label}
        </Button>
      ))}
    </div>
  )
}

// Pinned at the table's end while a wide table scrolls, on the page's colour, with the row's hover.
const stickyEnd = 'sticky end-0 bg-bg shadow-[-1px_0_0_var(--color-border)] [tr:hover>&]:bg-surface'

/**
 * A column of buttons at each row's end, pinned there while the table scrolls sideways. The
 * cells are one component whatever `actions` is, so a new function does not remount them.
 */
export function actionsColumn<TData extends RowData>(
  actions: (row: TData) => DataTableRowAction[],
  rowLabel?: (row: TData) => string,
): DataTableColumn<TData> {
  return {
    id: 'actions',
    enableSorting: false,
    header: ActionsHeader,
    cell: ActionsCell,
    meta: {
      headerClassName: cn('w-0 text-end', stickyEnd),
      cellClassName: cn('w-0 py-1.5 text-end whitespace-nowrap', stickyEnd),
      rowActions: actions,
      rowLabel,
    },
  }
}

export interface DataTableProps<TData extends RowData> {
  table: DataTableInstance<TData>
  /** The table's accessible name. */
  caption?: string
  /** Covers the table with a loading overlay. */
  loading?: boolean
  /** Keeps the header in view while the body scrolls (give the scroll box a max height). */
  stickyHeader?: boolean
  className?: string
  /** Classes for the scroll box, e.g. a max height for a sticky header. */
  scrollClassName?: string
}

/**
 * A TanStack table drawn with the Table parts, in a frame: sortable headers (`aria-sort`),
 * selected rows marked, 'No data' when empty, a loading overlay over the table alone.
 */
export function DataTable<TData extends RowData>({
  table,
  caption,
  loading = false,
  stickyHeader = false,
  className,
  scrollClassName,
}: DataTableProps<TData>) {
  const { t } = useLocale()
  const rows = table.getRowModel().rows
  return (
    <div
      data-slot="data-table"
      // The frame is drawn over the table, so the pinned actions column does not hide it.
      className={cn(
        'relative min-w-0 after:pointer-events-none after:absolute after:inset-0 after:rounded-lg after:ring-1 after:ring-border after:ring-inset',
        className,
      )}
    >
      <Table aria-label={caption} containerClassName={cn('rounded-lg', scrollClassName)}>
        <TableHeader>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id} className="hover:bg-transparent">
              {group.headers.map((header) => {
                const { column } = header
                const meta = column.columnDef.meta
                const content = !header.isPlaceholder && <table.FlexRender header={header} />
                const sorted = column.getIsSorted()
                return (
                  <TableHead
                    key={header.id}
                    colSpan={header.colSpan > 1 ? header.colSpan : undefined}
                    aria-sort={
                      column.getCanSort() ? (sorted ? ariaSort[sorted] : 'none') : undefined
                    }
                    className={cn(
                      alignClass[meta?.align ?? 'start'],
                      meta?.headerClassName,
                      stickyHeader && 'sticky top-0 z-10 bg-surface',
                    )}
                  >
                    {column.getCanSort() ? (
                      <DataTableSortButton column={column}>{content}</DataTableSortButton>
                    ) : (
                      content
                    )}
                  </TableHead>
                )
              })}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody>
          {rows.length === 0 && (
            <TableRow className="hover:bg-transparent">
              <TableCell
                colSpan={table.getAllLeafColumns().length}
                data-slot="data-table-empty"
                className="h-24 border-b-0 text-center text-muted"
              >
                {loading ? null : t('noData')}
              </TableCell>
            </TableRow>
          )}
          {rows.map((row) => (
            <TableRow
              key={row.id}
              data-state={row.getIsSelected() ? 'selected' : undefined}
              className="last:[&>td]:border-b-0"
            >
              {row.getAllCells().map((cell) => {
                const meta = cell.column.columnDef.meta
                return (
                  <TableCell
                    key={cell.id}
                    className={cn(alignClass[meta?.align ?? 'start'], meta?.cellClassName)}
                  >
                    <table.FlexRender cell={cell} />
                  </TableCell>
                )
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <LoadingOverlay active={loading} enforceFocus={false} />
    </div>
  )
}

/** The row under a table, for the selection count and the pagination. */
export function DataTableFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="data-table-footer"
      className={cn(
        'flex flex-wrap items-center justify-between gap-3 text-sm text-muted',
        className,
      )}
      {...props}
    />
  )
}

/** "2 of 5 selected", announced as it changes. */
export function DataTableSelection<TData extends RowData>({
  table,
}: Pick<DataTableProps<TData>, 'table'>) {
  const { t } = useLocale()
  const count = table.getSelectedRowIds().length
  return (
    <span data-slot="data-table-selected" aria-live="polite">
      {t('table.selected', { count, total: table.getRowCount() })}
    </span>
  )
}

/** "Page 1 of 5" and the first, previous, next and last page buttons. */
export function DataTablePagination<TData extends RowData>({
  table,
}: Pick<DataTableProps<TData>, 'table'>) {
  const { t } = useLocale()
  const page = table.state.pagination.pageIndex + 1
  const buttons = [
    [ChevronsLeft, t('table.firstPage'), !table.getCanPreviousPage(), table.firstPage],
    [ChevronLeft, t('table.previousPage'), !table.getCanPreviousPage(), table.previousPage],
    [ChevronRight, t('table.nextPage'), !table.getCanNextPage(), table.nextPage],
    [ChevronsRight, t('table.lastPage'), !table.getCanNextPage(), table.lastPage],
  ] as const
  return (
    <nav aria-label={t('table.pagination')} className="flex items-center gap-1">
      <span data-slot="data-table-page" className="me-2">
        {t('table.pageOf', { page, count: Math.max(1, table.getPageCount()) })}
      </span>
      {buttons.map(([Icon, label, disabled, go]) => (
        <Button
          key={label}
          variant="outline"
          color="neutral"
          size="sm"
          square
          aria-label={label}
          disabled={disabled}
          onClick={() => go()}
        >
          <Icon />
        </Button>
      ))}
    </nav>
  )
}
