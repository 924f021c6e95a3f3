import { useControllableState } from '@radix-ui/react-use-controllable-state'
import {
  type Column,
  type ColumnDef,
  createColumnHelper,
  createPaginatedRowModel,
  createSortedRowModel,
  flexRender,
  metaHelper,
  type PaginationState,
  type Row,
  type RowData,
  rowPaginationFeature,
  rowSelectionFeature,
  type RowSelectionState,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  type SortingState,
  type Table as TanStackTable,
  tableFeatures,
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

/** Per-column display options, set as `meta` on a column. */
export interface DataTableColumnMeta {
  align?: 'start' | 'center' | 'end'
  headerClassName?: string
  cellClassName?: string
}

/** The table features DataTable registers: sorting, row selection, pagination. */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    text: sortFn_text,
    datetime: sortFn_datetime,
    basic: sortFn_basic,
  },
  rowSelectionFeature,
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  columnMeta: metaHelper<DataTableColumnMeta>(),
})
export type DataTableFeatures = typeof dataTableFeatures
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of any value type
export type DataTableColumn<TData extends RowData> = ColumnDef<DataTableFeatures, TData, any>

/** A typed column helper for DataTable: `const col = dataTableColumns<Booking>()`. */
export function dataTableColumns<TData extends RowData>() {
  return createColumnHelper<DataTableFeatures, TData>()
}

export interface DataTableRowAction {
  label: string
  /** Return a promise to show the button loading until it settles. */
  onSelect: () => unknown
  icon?: React.ReactNode
  color?: ColorRole
  disabled?: boolean
}

export interface DataTableProps<TData extends RowData> {
  /** Keep it stable (state or memo): a new array re-runs sorting and paging. */
  data: readonly TData[]
  /** Keep them stable (module scope or memo). */
  columns: readonly DataTableColumn<TData>[]
  /** A stable id for each row; selection is kept by id. Default: the row index. */
  getRowId?: (row: TData, index: number) => string
  /** Names a row for screen readers, in its checkbox and action labels. Default: its number. */
  getRowLabel?: (row: TData) => string
  /** The table's accessible name. */
  caption?: string
  onSortingChange?: (sorting: SortingState) => void
  /** Adds a checkbox column (Shift-click selects a range). */
  enableRowSelection?: boolean
  onRowSelectionChange?: (selection: RowSelectionState) => void
  /** Buttons at each row's end. */
  rowActions?: (row: TData) => DataTableRowAction[]
  /** Rows a page; pages the data when set (or when `pagination` is). */
  pageSize?: number
  pagination?: PaginationState
  onPaginationChange?: (pagination: PaginationState) => void
  /** The data is the current page (from the server); give the total in `rowCount`. */
  manualPagination?: boolean
  rowCount?: number
  /** Covers the table with a loading overlay. */
  loading?: boolean
  /** Keeps the header in view while the body scrolls (give the table a max height). */
  stickyHeader?: boolean
  className?: string
  /** Classes for the scrolling area, e.g. a max height for a sticky header. */
  scrollClassName?: string
}

const alignClass = { start: 'text-start', center: 'text-center', end: 'text-end' } as const
const ariaSort = { asc: 'ascending', desc: 'descending' } as const

/** A sortable column's header content: a button that cycles the column's sort. */
export function DataTableSortButton<TData extends RowData>({
  column,
  className,
  children,
  ...props
}: React.ComponentProps<'button'> & { column: Column<DataTableFeatures, TData, unknown> }) {
  const direction = column.getIsSorted()
  const SortIcon =
    direction === 'asc' ? ChevronUp : direction === 'desc' ? ChevronDown : ChevronsUpDown
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
      <SortIcon className={cn('size-3.5 shrink-0', direction ? 'text-fg' : 'text-muted')} />
    </button>
  )
}

/** "Page 1 of 5" and the first, previous, next and last page buttons. */
export function DataTablePagination<TData extends RowData>({
  table,
}: {
  table: TanStackTable<DataTableFeatures, TData>
}) {
  const { t } = useLocale()
  const page = table.store.state.pagination.pageIndex + 1
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

/**
 * The row actions' column stays at the table's end while a table wider than its box scrolls (a
 * phone, a narrow window), on the page's colour, with the row's hover.
 */
const stickyEnd = 'sticky end-0 bg-bg shadow-[-1px_0_0_var(--color-border)] [tr:hover>&]:bg-surface'

/** A row's action buttons, grouped and named after the row. */
export function DataTableRowActions({
  rowLabel,
  actions,
}: {
  rowLabel: string
  actions: readonly DataTableRowAction[]
}) {
  const { t } = useLocale()
  return (
    <div
      role="group"
      aria-label={t('table.rowActions', { row: rowLabel })}
      className="inline-flex gap-1"
    >
      {actions.map((action) => (
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
 * A data table: TanStack Table's state rendered with the Table parts. Sortable columns
 * (`aria-sort`), row selection with labelled checkboxes (Shift-click for a range), row action
 * buttons, client or server pagination, a loading overlay over the table, 'No data' when empty
 * and an optional sticky header.
 */
export function DataTable<TData extends RowData>({
  data,
  columns,
  getRowId,
  getRowLabel,
  caption,
  onSortingChange,
  enableRowSelection: selectable = false,
  onRowSelectionChange,
  rowActions,
  pageSize,
  pagination,
  onPaginationChange,
  manualPagination = false,
  rowCount,
  loading = false,
  stickyHeader = false,
  className,
  scrollClassName,
}: DataTableProps<TData>) {
  const { t } = useLocale()
  // Our callbacks get the new state; TanStack's get an updater.
  const [sortingState, setSorting] = useControllableState<SortingState>({
    defaultProp: [],
    onChange: onSortingChange,
  })
  const [selection, setSelection] = useControllableState<RowSelectionState>({
    defaultProp: {},
    onChange: onRowSelectionChange,
  })
  const [page, setPage] = useControllableState<PaginationState>({
    prop: pagination,
    defaultProp: { pageIndex: 0, pageSize: pageSize ?? 10 },
    onChange: onPaginationChange,
  })
  const paged = pageSize !== undefined || pagination !== undefined

  const table = useTable({
    features: dataTableFeatures,
    columns: columns as DataTableColumn<TData>[],
    data: data as TData[],
    getRowId,
    state: { sorting: sortingState, rowSelection: selection, pagination: page },
    onSortingChange: setSorting,
    onRowSelectionChange: setSelection,
    onPaginationChange: setPage,
    // Unpaged, the row model is every row.
    manualPagination: manualPagination || !paged,
    rowCount,
    enableRowSelection: selectable,
  })

  const rows = table.getRowModel().rows
  const rowName = (row: Row<DataTableFeatures, TData>) =>
    getRowLabel?.(row.original) ?? String(row.index + 1)
  const headClass = stickyHeader && 'sticky top-0 z-10 bg-surface'

  return (
    <div data-slot="data-table" className={cn('grid grid-cols-1 gap-3', className)}>
      <div
        data-slot="data-table-container"
        // The frame is drawn over the table, so the sticky actions column does not hide it.
        className="relative after:pointer-events-none after:absolute after:inset-0 after:rounded-lg after:ring-1 after:ring-border after:ring-inset"
      >
        <div
          data-slot="data-table-scroll"
          className={cn(
            // Relative: what is positioned inside the table (screen-reader text) scrolls with it
            // instead of widening the page.
            'relative overflow-auto rounded-lg',
            scrollClassName,
          )}
        >
          <Table aria-label={caption}>
            <TableHeader>
              {table.getHeaderGroups().map((group) => (
                <TableRow key={group.id} className="hover:bg-transparent">
                  {selectable && (
                    <TableHead className={cn('w-10', headClass)}>
                      <Checkbox
                        aria-label={t('table.selectAll')}
                        checked={
                          table.getIsAllPageRowsSelected() ||
                          (table.getIsSomePageRowsSelected() && 'indeterminate')
                        }
                        disabled={rows.length === 0}
                        onCheckedChange={(checked) =>
                          table.toggleAllPageRowsSelected(checked === true)
                        }
                      />
                    </TableHead>
                  )}
                  {group.headers.map((header) => {
                    const { column } = header
                    const meta = column.columnDef.meta
                    const content =
                      !header.isPlaceholder &&
                      flexRender(column.columnDef.header, header.getContext())
                    const direction = column.getIsSorted()
                    return (
                      <TableHead
                        key={header.id}
                        colSpan={header.colSpan > 1 ? header.colSpan : undefined}
                        aria-sort={
                          column.getCanSort()
                            ? direction
                              ? ariaSort[direction]
                              : 'none'
                            : undefined
                        }
                        className={cn(
                          alignClass[meta?.align ?? 'start'],
                          headClass,
                          meta?.headerClassName,
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
                  {rowActions && (
                    <TableHead className={cn('w-0 text-end', stickyEnd, headClass)}>
                      <span className="sr-only">{t('table.actions')}</span>
                    </TableHead>
                  )}
                </TableRow>
              ))}
            </TableHeader>
            <TableBody>
              {rows.length === 0 && (
                <TableRow className="hover:bg-transparent">
                  <TableCell
                    colSpan={
                      table.getAllLeafColumns().length + Number(selectable) + Number(!!rowActions)
                    }
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
                  {selectable && (
                    <TableCell className="w-10">
                      <Checkbox
                        aria-label={t('table.selectRow', { row: rowName(row) })}
                        checked={row.getIsSelected()}
                        // TanStack's handler reads the new value, and Shift for a range.
                        onClick={(event) =>
                          row.getToggleSelectedHandler()({
                            target: { checked: !row.getIsSelected() },
                            shiftKey: event.shiftKey,
                          })
                        }
                      />
                    </TableCell>
                  )}
                  {row.getAllCells().map((cell) => {
                    const meta = cell.column.columnDef.meta
                    return (
                      <TableCell
                        key={cell.id}
                        className={cn(alignClass[meta?.align ?? 'start'], meta?.cellClassName)}
                      >
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </TableCell>
                    )
                  })}
                  {rowActions && (
                    <TableCell className={cn('w-0 py-1.5 text-end whitespace-nowrap', stickyEnd)}>
                      <DataTableRowActions
                        rowLabel={rowName(row)}
                        actions={rowActions(row.original)}
                      />
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
        <LoadingOverlay active={loading} enforceFocus={false} />
      </div>
      {(paged || selectable) && (
        <div
          data-slot="data-table-footer"
          className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted"
        >
          <span data-slot="data-table-selected" aria-live="polite">
            {selectable &&
              t('table.selected', {
                count: Object.keys(selection).length,
                total: table.getRowCount(),
              })}
          </span>
          {paged && <DataTablePagination table={table} />}
        </div>
      )}
    </div>
  )
}
