import {
  type ColumnDef,
  createColumnHelper,
  createPaginatedRowModel,
  createSortedRowModel,
  functionalUpdate,
  type Header,
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
  tableFeatures,
  type Updater,
  useTable,
} from '@tanstack/react-table'
import * as React from 'react'

import { Button } from '@/components/button'
import { Checkbox } from '@/components/checkbox'
import { cn } from '@/components/lib/cn'
import { LoadingOverlay } from '@/components/loading-overlay'
import { useLocale } from '@/components/locale'
import type { ColorRole } from '@/components/theme/tokens'

import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from './table'

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
  /** The table's accessible name, shown under it when `showCaption`. */
  caption?: string
  showCaption?: boolean

  sorting?: SortingState
  defaultSorting?: SortingState
  onSortingChange?: (sorting: SortingState) => void
  /** The data comes sorted (by the server); sorting only changes state. */
  manualSorting?: boolean

  /** Adds a checkbox column. */
  enableRowSelection?: boolean | ((row: TData) => boolean)
  rowSelection?: RowSelectionState
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
  /** Shown when there are no rows; 'No data' by default. */
  emptyText?: React.ReactNode
  /** Keeps the header in view while the body scrolls (give the table a max height). */
  stickyHeader?: boolean
  className?: string
  /** Classes for the scrolling area, e.g. a max height for a sticky header. */
  scrollClassName?: string
}

/** Controlled-or-not state for one table slice. */
function useSlice<T>(value: T | undefined, initial: T, onChange?: (value: T) => void) {
  const [inner, setInner] = React.useState(initial)
  const current = value ?? inner
  const set = (updater: Updater<T>) => {
    const next = functionalUpdate(updater, current)
    if (value === undefined) setInner(next)
    onChange?.(next)
  }
  return [current, set] as const
}

const alignClass = { start: 'text-start', center: 'text-center', end: 'text-end' } as const

const SortIcon = ({ direction }: { direction: false | 'asc' | 'desc' }) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
    className={cn('size-3.5 shrink-0', direction ? 'text-fg' : 'text-muted')}
  >
    {direction === 'asc' && <path d="m6 15 6-6 6 6" strokeLinecap="round" strokeLinejoin="round" />}
    {direction === 'desc' && <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />}
    {!direction && (
      <path d="m7 9 5-5 5 5M7 15l5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
    )}
  </svg>
)

const pageIcons = {
  first: 'm11 17-5-5 5-5M18 17l-5-5 5-5',
  previous: 'm15 18-6-6 6-6',
  next: 'm9 18 6-6-6-6',
  last: 'm13 17 5-5-5-5M6 17l5-5-5-5',
}
const PageIcon = ({ d }: { d: string }) => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d={d} strokeLinecap="round" strokeLinejoin="round" />
  </svg>
)

/**
 * A data table on TanStack Table: sortable columns (`aria-sort`), row selection with labelled
 * checkboxes, row action buttons, client or server pagination, a loading overlay over the
 * table, 'No data' when empty and an optional sticky header.
 */
export function DataTable<TData extends RowData>({
  data,
  columns,
  getRowId,
  getRowLabel,
  caption,
  showCaption = false,
  sorting: sortingProp,
  defaultSorting = [],
  onSortingChange,
  manualSorting = false,
  enableRowSelection = false,
  rowSelection: rowSelectionProp,
  onRowSelectionChange,
  rowActions,
  pageSize,
  pagination: paginationProp,
  onPaginationChange,
  manualPagination = false,
  rowCount,
  loading = false,
  emptyText,
  stickyHeader = false,
  className,
  scrollClassName,
}: DataTableProps<TData>) {
  const { t } = useLocale()
  const [sorting, setSorting] = useSlice(sortingProp, defaultSorting, onSortingChange)
  const [rowSelection, setRowSelection] = useSlice<RowSelectionState>(
    rowSelectionProp,
    {},
    onRowSelectionChange,
  )
  const paged = pageSize !== undefined || paginationProp !== undefined
  const [pagination, setPagination] = useSlice<PaginationState>(
    paginationProp,
    { pageIndex: 0, pageSize: pageSize ?? 10 },
    onPaginationChange,
  )

  const selectable = enableRowSelection !== false
  const table = useTable({
    features: dataTableFeatures,
    columns: columns as DataTableColumn<TData>[],
    data: data as TData[],
    getRowId,
    state: { sorting, rowSelection, pagination },
    onSortingChange: setSorting,
    onRowSelectionChange: setRowSelection,
    onPaginationChange: setPagination,
    manualSorting,
    manualPagination,
    rowCount,
    autoResetPageIndex: !manualPagination,
    enableRowSelection:
      typeof enableRowSelection === 'function'
        ? (row: Row<DataTableFeatures, TData>) => enableRowSelection(row.original)
        : enableRowSelection,
    isRowRangeSelectionEvent: (event: unknown) =>
      Boolean((event as { shiftKey?: boolean }).shiftKey),
  })

  const rows = paged ? table.getRowModel().rows : table.getPrePaginatedRowModel().rows
  const rowName = (row: Row<DataTableFeatures, TData>) =>
    getRowLabel?.(row.original) ?? String(row.index + 1)
  const columnCount = table.getAllLeafColumns().length + (selectable ? 1 : 0) + (rowActions ? 1 : 0)

  const headerCell = (header: Header<DataTableFeatures, TData, unknown>) => {
    const meta = header.column.columnDef.meta
    const align = alignClass[meta?.align ?? 'start']
    if (header.isPlaceholder) return <TableHead key={header.id} />
    const canSort = header.column.getCanSort()
    const direction = header.column.getIsSorted()
    const content = <table.FlexRender header={header} />
    return (
      <TableHead
        key={header.id}
        colSpan={header.colSpan > 1 ? header.colSpan : undefined}
        aria-sort={
          canSort
            ? direction === 'asc'
              ? 'ascending'
              : direction === 'desc'
                ? 'descending'
                : 'none'
            : undefined
        }
        className={cn(align, stickyHeader && 'sticky top-0 z-10 bg-surface', meta?.headerClassName)}
      >
        {canSort ? (
          <button
            type="button"
            data-slot="table-sort"
            onClick={header.column.getToggleSortingHandler()}
            className={cn(
              '-mx-1.5 inline-flex cursor-pointer items-center gap-1.5 rounded-sm px-1.5 py-1 font-semibold hover:bg-elevated',
              meta?.align === 'end' && 'flex-row-reverse',
            )}
          >
            {content}
            <SortIcon direction={direction} />
          </button>
        ) : (
          content
        )}
      </TableHead>
    )
  }

  const allSelected = table.getIsAllPageRowsSelected()
  const someSelected = table.getIsSomePageRowsSelected()
  const selectedCount = Object.keys(rowSelection).filter((id) => rowSelection[id]).length
  const total = manualPagination
    ? (rowCount ?? data.length)
    : table.getPrePaginatedRowModel().rows.length
  const pageCount = Math.max(1, table.getPageCount())
  const stickyClass = stickyHeader && 'sticky top-0 z-10 bg-surface'

  return (
    <div data-slot="data-table" className={cn('grid gap-3', className)}>
      <div data-slot="data-table-container" className="relative">
        <div
          data-slot="data-table-scroll"
          className={cn('overflow-auto rounded-lg ring-1 ring-border ring-inset', scrollClassName)}
        >
          <Table aria-label={showCaption ? undefined : caption}>
            {caption && showCaption && <TableCaption>{caption}</TableCaption>}
            <TableHeader>
              {table.getHeaderGroups().map((group) => (
                <TableRow key={group.id} className="hover:bg-transparent">
                  {selectable && (
                    <TableHead className={cn('w-10', stickyClass)}>
                      <Checkbox
                        aria-label={t('table.selectAll')}
                        checked={allSelected ? true : someSelected ? 'indeterminate' : false}
                        disabled={rows.length === 0}
                        onCheckedChange={(checked) =>
                          table.toggleAllPageRowsSelected(checked === true)
                        }
                      />
                    </TableHead>
                  )}
                  {group.headers.map(headerCell)}
                  {rowActions && (
                    <TableHead className={cn('w-0 text-end', stickyClass)}>
                      <span className="sr-only">{t('table.actions')}</span>
                    </TableHead>
                  )}
                </TableRow>
              ))}
            </TableHeader>
            <TableBody>
              {rows.length === 0 ? (
                <TableRow className="hover:bg-transparent">
                  <TableCell
                    colSpan={columnCount}
                    data-slot="data-table-empty"
                    className="h-24 border-b-0 text-center text-muted"
                  >
                    {loading ? null : (emptyText ?? t('noData'))}
                  </TableCell>
                </TableRow>
              ) : (
                rows.map((row) => {
                  const selected = row.getIsSelected()
                  return (
                    <TableRow
                      key={row.id}
                      data-state={selected ? 'selected' : undefined}
                      className="last:[&>td]:border-b-0"
                    >
                      {selectable && (
                        <TableCell className="w-10">
                          <Checkbox
                            aria-label={t('table.selectRow', { row: rowName(row) })}
                            checked={selected}
                            disabled={!row.getCanSelect()}
                            onClick={(event) => {
                              // The handler reads the new value and Shift (for ranges).
                              row.getToggleSelectedHandler()({
                                target: { checked: !selected },
                                shiftKey: event.shiftKey,
                              })
                            }}
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
                            <table.FlexRender cell={cell} />
                          </TableCell>
                        )
                      })}
                      {rowActions && (
                        <TableCell className="w-0 py-1.5 text-end whitespace-nowrap">
                          <div
                            role="group"
                            aria-label={t('table.rowActions', { row: rowName(row) })}
                            className="inline-flex gap-1"
                          >
                            {rowActions(row.original).map((action) => (
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
                        </TableCell>
                      )}
                    </TableRow>
                  )
                })
              )}
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
            {selectable ? t('table.selected', { count: selectedCount, total }) : null}
          </span>
          {paged && (
            <nav aria-label={t('table.pagination')} className="flex items-center gap-1">
              <span data-slot="data-table-page" className="me-2">
                {t('table.pageOf', { page: pagination.pageIndex + 1, count: pageCount })}
              </span>
              {(
                [
                  [
                    'first',
                    t('table.firstPage'),
                    !table.getCanPreviousPage(),
                    () => table.firstPage(),
                  ],
                  [
                    'previous',
                    t('table.previousPage'),
                    !table.getCanPreviousPage(),
                    () => table.previousPage(),
                  ],
                  ['next', t('table.nextPage'), !table.getCanNextPage(), () => table.nextPage()],
                  ['last', t('table.lastPage'), !table.getCanNextPage(), () => table.lastPage()],
                ] as const
              ).map(([key, label, disabled, go]) => (
                <Button
                  key={key}
                  variant="outline"
                  color="neutral"
                  size="sm"
                  square
                  aria-label={label}
                  disabled={disabled}
                  onClick={() => go()}
                >
                  <PageIcon d={pageIcons[key]} />
                </Button>
              ))}
            </nav>
          )}
        </div>
      )}
    </div>
  )
}
