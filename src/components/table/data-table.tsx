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
 * The data table recipe: a page composes `useDataTable` (TanStack Table's state), its columns
 * (with `selectColumn`, `actionsColumn`), `DataTable`, and a `DataTableFooter` under it.
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
  /** Classes for the column's header and cells. */
  className?: string
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

/** A typed column helper: `const col = dataTableColumns<Booking>()`. */
export function dataTableColumns<TData extends RowData>() {
  return createColumnHelper<DataTableFeatures, TData>()
}

/**
 * TanStack's `useTable` with the data table's features. Every row shows unless the options give a
 * `pagination` state, or `manualPagination` with the server's total in `rowCount`.
 */
export function useDataTable<TData extends RowData>(
  options: Omit<TableOptions<DataTableFeatures, TData>, 'features'>,
) {
  const paged = options.state?.pagination ?? options.initialState?.pagination
  return useTable({ features: dataTableFeatures, manualPagination: !paged, ...options })
}

const alignClass = { start: 'text-start', center: 'text-center', end: 'text-end' } as const
const ariaSort = { asc: 'ascending', desc: 'descending', none: 'none' } as const

/** A column's alignment and classes, on its header and its cells. */
function columnClass<TData extends RowData>(column: Column<DataTableFeatures, TData, unknown>) {
  const meta = column.columnDef.meta
  return cn(alignClass[meta?.align ?? 'start'], meta?.className)
}

function ariaSortOf<TData extends RowData>(column: Column<DataTableFeatures, TData, unknown>) {
  return column.getCanSort() ? ariaSort[column.getIsSorted() || 'none'] : undefined
}

/** A column's header content: if the column sorts, a button that cycles its sort. */
export function DataTableSortButton<TData extends RowData>({
  column,
  className,
  children,
  ...props
}: React.ComponentProps<'button'> & { column: Column<DataTableFeatures, TData, unknown> }) {
  if (!column.getCanSort()) return children
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

function SelectRowCell<TData extends RowData>({
  row,
  getValue,
}: CellContext<DataTableFeatures, TData, string>) {
  const { t } = useLocale()
  return (
    <Checkbox
      aria-label={t('table.selectRow', { row: getValue() })}
      checked={row.getIsSelected()}
      // TanStack's handler reads the new value, and Shift for a range from the last clicked row.
      onClick={(event) =>
        row.getToggleSelectedHandler()({ ...event, target: { checked: !row.getIsSelected() } })
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
    // The column's value names the row for screen readers: its label, else its number.
    accessorFn: (row, index) => rowLabel?.(row) ?? String(index + 1),
    enableSorting: false,
    header: SelectAllHeader,
    cell: SelectRowCell,
    meta: { className: 'w-10' },
  }
}

function ActionsHeader() {
  return <span className="sr-only">{useLocale().t('table.actions')}</span>
}

/** A row's action buttons, grouped and named after the row. */
function ActionsCell<TData extends RowData>({
  row,
  column,
  getValue,
}: CellContext<DataTableFeatures, TData, string>) {
  const { t } = useLocale()
  const actions = column.columnDef.meta?.rowActions as (row: TData) => DataTableRowAction[]
  return (
    <div
      role="group"
      aria-label={t('table.rowActions', { row: getValue() })}
      className="inline-flex gap-1"
    >
      {actions(row.original).map((action) => (
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

/**
 * A column of buttons at each row's end. Its cells are one component whatever `actions` is, so a
 * new function does not remount them.
 */
export function actionsColumn<TData extends RowData>(
  actions: (row: TData) => DataTableRowAction[],
  rowLabel?: (row: TData) => string,
): DataTableColumn<TData> {
  return {
    id: 'actions',
    accessorFn: (row, index) => rowLabel?.(row) ?? String(index + 1),
    enableSorting: false,
    header: ActionsHeader,
    cell: ActionsCell,
    meta: {
      align: 'end',
      // Pinned while a wide table scrolls sideways, on the page's colour, with the row's hover.
      className:
        'sticky end-0 w-0 bg-bg py-1.5 whitespace-nowrap shadow-[-1px_0_0_var(--color-border)] [tr:hover>&]:bg-surface',
      rowActions: actions,
    },
  }
}

export interface DataTableProps<TData extends RowData> {
  table: ReactTable<DataTableFeatures, TData>
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
        <TableHeader className={cn(stickyHeader && 'sticky top-0 z-10 [&_th]:bg-surface')}>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id} className="hover:bg-transparent">
              {group.headers.map((header) => (
                <TableHead
                  key={header.id}
                  colSpan={header.colSpan > 1 ? header.colSpan : undefined}
                  aria-sort={ariaSortOf(header.column)}
                  className={columnClass(header.column)}
                >
                  <DataTableSortButton column={header.column}>
                    {!header.isPlaceholder && <table.FlexRender header={header} />}
                  </DataTableSortButton>
                </TableHead>
              ))}
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
              {row.getAllCells().map((cell) => (
                <TableCell key={cell.id} className={columnClass(cell.column)}>
                  <table.FlexRender cell={cell} />
                </TableCell>
              ))}
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
  return (
    <span data-slot="data-table-selected" aria-live="polite">
      {t('table.selected', { count: table.getSelectedRowIds().length, total: table.getRowCount() })}
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
