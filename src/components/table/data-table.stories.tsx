import type { Meta, StoryObj } from '@storybook/react-vite'
import { useTable } from '@tanstack/react-table'
import * as React from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'

import { Badge } from '@/components/badge'

import {
  actionsColumn,
  DataTable,
  dataTableColumns,
  dataTableFeatures,
  DataTableFooter,
  DataTablePagination,
  type DataTableRowAction,
  DataTableSelection,
  DataTableSortButton,
  selectColumn,
  useDataTable,
} from './data-table'
import { dataTableGuide } from './data-table.guide'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from './table'

interface Booking {
  id: string
  guest: string
  room: string
  nights: number
  status: 'confirmed' | 'pending' | 'cancelled'
}

const guests = [
  'Ada Lovelace',
  'Grace Hopper',
  'Alan Turing',
  'Edsger Dijkstra',
  'Barbara Liskov',
  'Donald Knuth',
  'Frances Allen',
  'Ken Thompson',
  'Radia Perlman',
  'Tim Berners-Lee',
  'Margaret Hamilton',
  'John McCarthy',
]
const roomNames = ['Garden room', 'Orchard suite', 'Attic room', 'Tower room']
const statuses = ['confirmed', 'pending', 'cancelled'] as const

const makeBookings = (count: number): Booking[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `B-${String(i + 1).padStart(3, '0')}`,
    guest:
      guests[i % guests.length]! +
      (i >= guests.length ? ` ${Math.floor(i / guests.length) + 1}` : ''),
    room: roomNames[(i * 3) % roomNames.length]!,
    nights: ((i * 7) % 9) + 1,
    status: statuses[(i * 5) % statuses.length]!,
  }))

const bookings = makeBookings(5)
const statusColor = { confirmed: 'success', pending: 'warning', cancelled: 'neutral' } as const

const col = dataTableColumns<Booking>()
const columns = col.columns([
  col.accessor('id', { header: 'Booking', enableSorting: false }),
  col.accessor('guest', { header: 'Guest' }),
  col.accessor('room', { header: 'Room' }),
  col.accessor('nights', { header: 'Nights', meta: { align: 'end' } }),
  col.accessor('status', {
    header: 'Status',
    cell: (info) => (
      <Badge variant="soft" color={statusColor[info.getValue()]}>
        {info.getValue()}
      </Badge>
    ),
  }),
])

interface RecipeArgs {
  data: Booking[]
  /** A checkbox column and the selection count. */
  selectable?: boolean
  rowActions?: (row: Booking) => DataTableRowAction[]
  /** Pages the rows, with the pagination under the table. */
  pageSize?: number
  loading?: boolean
  stickyHeader?: boolean
  scrollClassName?: string
  /** The table's name: "Bookings" in every story (their plays find the table by it). */
  caption?: string
}

/** The recipe: TanStack's state from `useDataTable`, drawn by `DataTable`, a footer under it. */
function BookingsTable({ data, selectable, rowActions, pageSize, ...props }: RecipeArgs) {
  const guest = (row: Booking) => row.guest
  const table = useDataTable({
    data,
    columns: [
      ...(selectable ? [selectColumn(guest)] : []),
      ...columns,
      ...(rowActions ? [actionsColumn(rowActions, guest)] : []),
    ],
    getRowId: (row) => row.id,
    initialState: pageSize ? { pagination: { pageIndex: 0, pageSize } } : {},
  })
  return (
    <div className="grid grid-cols-1 gap-3">
      <DataTable table={table} caption="Bookings" {...props} />
      {(selectable || pageSize) && (
        <DataTableFooter>
          <span>{selectable && <DataTableSelection table={table} />}</span>
          {pageSize && <DataTablePagination table={table} />}
        </DataTableFooter>
      )}
    </div>
  )
}

const meta = {
  title: 'Components/Data table',
  // The docs read the real component; the stories render the recipe around it.
  component: DataTable as unknown as React.ComponentType<RecipeArgs>,
  args: { data: bookings },
  render: (args) => <BookingsTable {...args} />,
  decorators: [(Story) => <div className="w-[44rem]">{Story()}</div>],
  // Every story names the table "Bookings": their plays find it by that name.
  argTypes: { caption: { control: false } },
  parameters: {
    docs: {
      guide: dataTableGuide,
      description: {
        component:
          'The data table recipe on TanStack Table: `useDataTable` holds sorting, selection and paging; `DataTable` draws it with the Table parts (`aria-sort`, "No data" when empty, a loading overlay); `selectColumn`, `actionsColumn`, `DataTableSelection` and `DataTablePagination` compose the rest.',
      },
    },
  },
} satisfies Meta<RecipeArgs>

export default meta
type Story = StoryObj<typeof meta>

const bodyRows = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('table', { name: 'Bookings' }))
    .getAllByRole('row')
    .slice(1)
const column = (canvas: ReturnType<typeof within>, index: number) =>
  bodyRows(canvas).map((row) => within(row).getAllByRole('cell')[index]!.textContent)

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Bookings' })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent)
    await expect(headers).toEqual(['Booking', 'Guest', 'Room', 'Nights', 'Status'])
    await expect(bodyRows(canvas)).toHaveLength(5)
    await expect(column(canvas, 1)).toEqual(bookings.map((b) => b.guest))
    await expect(within(bodyRows(canvas)[0]!).getByText('confirmed')).toHaveAttribute(
      'data-slot',
      'badge',
    )
    // Numbers line up at the end.
    await expect(within(bodyRows(canvas)[0]!).getAllByRole('cell')[3]).toHaveClass('text-end')
  },
}

export const Sorting: Story = {
  play: async ({ canvas }) => {
    const guestHeader = canvas.getByRole('columnheader', { name: 'Guest' })
    await expect(guestHeader).toHaveAttribute('aria-sort', 'none')
    // A column that cannot sort has no sort state and no button.
    const bookingHeader = canvas.getByRole('columnheader', { name: 'Booking' })
    await expect(bookingHeader).not.toHaveAttribute('aria-sort')
    await expect(within(bookingHeader).queryByRole('button')).toBeNull()

    const sortBy = within(guestHeader).getByRole('button', { name: 'Guest' })
    await userEvent.click(sortBy)
    await expect(guestHeader).toHaveAttribute('aria-sort', 'ascending')
    await expect(column(canvas, 1)).toEqual(bookings.map((b) => b.guest).sort())

    await userEvent.click(sortBy)
    await expect(guestHeader).toHaveAttribute('aria-sort', 'descending')
    await expect(column(canvas, 1)).toEqual(
      bookings
        .map((b) => b.guest)
        .sort()
        .reverse(),
    )

    // Keyboard: Enter on another header sorts by it instead (numbers sort as numbers).
    within(canvas.getByRole('columnheader', { name: 'Nights' }))
      .getByRole('button')
      .focus()
    await userEvent.keyboard('{Enter}')
    await expect(guestHeader).toHaveAttribute('aria-sort', 'none')
    const nights = column(canvas, 3).map(Number)
    await expect(nights).toEqual([...nights].sort((a, b) => b - a))
  },
}

/** Selects Ada, then Shift-selects to Edsger: the header box mixed, the count in the footer. */
async function selectFourRows(canvas: ReturnType<typeof within>) {
  const footer = canvas.getByText(/selected$/)
  await expect(footer).toHaveTextContent('0 of 5 selected')
  const ada = canvas.getByRole('checkbox', { name: 'Select row Ada Lovelace' })
  await userEvent.click(ada)
  await expect(ada).toBeChecked()
  await expect(ada.closest('tr')).toHaveAttribute('data-state', 'selected')
  await expect(footer).toHaveTextContent('1 of 5 selected')

  const all = canvas.getByRole('checkbox', { name: 'Select all rows' })
  await expect(all).toHaveAttribute('aria-checked', 'mixed')

  // Shift-click selects the range from the last clicked row.
  const user = userEvent.setup()
  await user.keyboard('{Shift>}')
  await user.click(canvas.getByRole('checkbox', { name: 'Select row Edsger Dijkstra' }))
  await user.keyboard('{/Shift}')
  await expect(footer).toHaveTextContent('4 of 5 selected')
  await expect(canvas.getByRole('checkbox', { name: 'Select row Alan Turing' })).toBeChecked()
  await expect(all).toHaveAttribute('aria-checked', 'mixed')
  return { footer, all }
}

/** Rows selected: checked boxes, highlighted rows, the header box mixed and the count. */
export const Selection: Story = {
  args: { selectable: true },
  play: async ({ canvas }) => {
    await selectFourRows(canvas)
  },
}

/** The header box selects every row, and again none. */
export const SelectAll: Story = {
  name: 'The header box selects every row, then none',
  tags: ['test-case'],
  args: { selectable: true },
  play: async ({ canvas }) => {
    const { footer, all } = await selectFourRows(canvas)
    await userEvent.click(all)
    await expect(all).toBeChecked()
    await expect(footer).toHaveTextContent('5 of 5 selected')
    await userEvent.click(all)
    await expect(canvas.queryAllByRole('checkbox', { checked: true })).toHaveLength(0)
    await expect(footer).toHaveTextContent('0 of 5 selected')
  },
}

export const RowActions: Story = {
  args: {
    rowActions: (row) => [
      { label: 'Edit', onSelect: () => editBooking(row.id) },
      {
        label: 'Cancel',
        color: 'error',
        onSelect: () => cancelBooking(row.id),
        disabled: row.status === 'cancelled',
      },
    ],
  },
  beforeEach: () => {
    editBooking.mockClear()
    cancelBooking.mockClear()
  },
  play: async ({ canvas }) => {
    const actions = canvas.getByRole('group', { name: 'Actions for row Ada Lovelace' })
    await userEvent.click(within(actions).getByRole('button', { name: 'Edit' }))
    await expect(editBooking).toHaveBeenCalledWith('B-001')

    // Reachable by keyboard, in row order.
    within(actions).getByRole('button', { name: 'Edit' }).focus()
    await userEvent.tab()
    await expect(within(actions).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(cancelBooking).toHaveBeenCalledWith('B-001')

    const cancelled = bookings.find((b) => b.status === 'cancelled')!
    const cancelledActions = canvas.getByRole('group', {
      name: `Actions for row ${cancelled.guest}`,
    })
    await expect(within(cancelledActions).getByRole('button', { name: 'Cancel' })).toBeDisabled()
  },
}
const editBooking = fn()
const cancelBooking = fn()

const many = makeBookings(23)

export const Pagination: Story = {
  args: { data: many, pageSize: 5 },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' })
    const button = (name: string) => within(nav).getByRole('button', { name })
    await expect(nav).toHaveTextContent('Page 1 of 5')
    await expect(bodyRows(canvas)).toHaveLength(5)
    await expect(button('Previous page')).toBeDisabled()
    await expect(button('First page')).toBeDisabled()

    await userEvent.click(button('Next page'))
    await expect(nav).toHaveTextContent('Page 2 of 5')
    await expect(column(canvas, 0)[0]).toBe('B-006')

    await userEvent.click(button('Last page'))
    await expect(nav).toHaveTextContent('Page 5 of 5')
    await expect(bodyRows(canvas)).toHaveLength(3)
    await expect(button('Next page')).toBeDisabled()

    // Sorting sorts every row, not just the page, and returns to page 1.
    await userEvent.click(canvas.getByRole('button', { name: 'Guest' }))
    await expect(nav).toHaveTextContent('Page 1 of 5')
    await expect(column(canvas, 1)[0]).toBe('Ada Lovelace')

    await userEvent.click(button('Next page'))
    await userEvent.click(button('First page'))
    await expect(nav).toHaveTextContent('Page 1 of 5')
  },
}

/** A fake server: a page of bookings after a delay. */
const fetchPage = fn(
  (pageIndex: number, pageSize: number) =>
    new Promise<{ rows: Booking[]; total: number }>((resolve) =>
      setTimeout(
        () =>
          resolve({
            rows: many.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize),
            total: many.length,
          }),
        250,
      ),
    ),
)

/** Server pagination: the page's state is the story's (controlled), the rows the server's page. */
function ServerTable() {
  const [pagination, setPagination] = React.useState({ pageIndex: 0, pageSize: 10 })
  const [page, setPage] = React.useState<{ rows: Booking[]; total: number } | null>(null)
  const [loading, setLoading] = React.useState(true)
  React.useEffect(() => {
    let current = true
    void fetchPage(pagination.pageIndex, pagination.pageSize).then((result) => {
      if (!current) return
      setPage(result)
      setLoading(false)
    })
    return () => {
      current = false
    }
  }, [pagination])
  const table = useDataTable({
    data: page?.rows ?? noRows,
    columns,
    getRowId: (row) => row.id,
    manualPagination: true,
    rowCount: page?.total,
    state: { pagination },
    onPaginationChange: (updater) => {
      setLoading(true)
      setPagination(updater)
    },
  })
  return (
    <div className="grid grid-cols-1 gap-3">
      <DataTable table={table} caption="Bookings" loading={loading} />
      <DataTableFooter className="justify-end">
        <DataTablePagination table={table} />
      </DataTableFooter>
    </div>
  )
}
const noRows: Booking[] = []

/** Server pagination: each page is fetched; the table shows a loading overlay meanwhile. */
export const ServerPagination: Story = {
  render: () => <ServerTable />,
  beforeEach: () => {
    fetchPage.mockClear()
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' })
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(10))
    await expect(nav).toHaveTextContent('Page 1 of 3')
    await userEvent.click(within(nav).getByRole('button', { name: 'Next page' }))
    await expect(canvas.getByRole('status')).toHaveAttribute('data-slot', 'loading-overlay')
    await waitFor(() => expect(column(canvas, 0)[0]).toBe('B-011'))
    await expect(fetchPage).toHaveBeenLastCalledWith(1, 10)
    await expect(nav).toHaveTextContent('Page 2 of 3')
    await userEvent.click(within(nav).getByRole('button', { name: 'Last page' }))
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(3))
    await expect(fetchPage).toHaveBeenLastCalledWith(2, 10)
    // The story ends with the last page drawn, its loading overlay gone.
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull())
  },
}

/** Loading covers the table itself, not the page. */
export const Loading: Story = {
  args: { loading: true, data: many, pageSize: 5 },
  play: async ({ canvas, canvasElement }) => {
    const overlay = await canvas.findByRole('status')
    await expect(overlay).toHaveAttribute('data-slot', 'loading-overlay')
    await waitFor(() => expect(overlay).toHaveTextContent('Loading…'))
    const container = canvasElement.querySelector('[data-slot="data-table"]')!
    await expect(overlay.parentElement).toBe(container)
    await expect(container).toHaveAttribute('aria-busy', 'true')
    const box = overlay.getBoundingClientRect()
    const covered = container.getBoundingClientRect()
    await expect([box.width, box.height]).toEqual([covered.width, covered.height])
    // The pagination below stays usable.
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeEnabled()
  },
}

export const Empty: Story = {
  args: { data: [], selectable: true },
  play: async ({ canvas }) => {
    const rows = bodyRows(canvas)
    await expect(rows).toHaveLength(1)
    const cell = within(rows[0]!).getByRole('cell')
    await expect(cell).toHaveTextContent('No data')
    await expect(cell).toHaveAttribute('colspan', '6')
    await expect(canvas.getByRole('checkbox', { name: 'Select all rows' })).toBeDisabled()
  },
}

export const StickyHeader: Story = {
  args: { data: many, stickyHeader: true, scrollClassName: 'max-h-64' },
  play: async ({ canvas, canvasElement }) => {
    const scroller = canvasElement.querySelector<HTMLElement>('[data-slot="table-container"]')!
    const header = canvas.getByRole('columnheader', { name: 'Guest' })
    const top = header.getBoundingClientRect().top
    scroller.scrollTop = 300
    await waitFor(() => expect(scroller.scrollTop).toBeGreaterThan(0))
    await expect(header.getBoundingClientRect().top).toBeCloseTo(top, 0)
    await expect(bodyRows(canvas)[0]!.getBoundingClientRect().top).toBeLessThan(top)
  },
}

/** The recipe behind DataTable: TanStack Table's state rendered with the Table parts directly. */
function ComposedTable() {
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: many,
    initialState: { pagination: { pageIndex: 0, pageSize: 4 } },
  })
  return (
    <div className="grid gap-3">
      <Table>
        <TableCaption>Bookings</TableCaption>
        <TableHeader>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id}>
              {group.headers.map((header) => (
                <TableHead key={header.id}>
                  {header.column.getCanSort() ? (
                    <DataTableSortButton column={header.column}>
                      <table.FlexRender header={header} />
                    </DataTableSortButton>
                  ) : (
                    <table.FlexRender header={header} />
                  )}
                </TableHead>
              ))}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody>
          {table.getRowModel().rows.map((row) => (
            <TableRow key={row.id}>
              {row.getAllCells().map((cell) => (
                <TableCell key={cell.id}>
                  <table.FlexRender cell={cell} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <div className="flex justify-end text-sm text-muted">
        <DataTablePagination table={table} />
      </div>
    </div>
  )
}

/** The parts composed by hand: a sort button in a header and the pagination under the table. */
export const Composed: Story = {
  render: () => <ComposedTable />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Bookings' })
    await expect(within(table).getAllByRole('row')).toHaveLength(5)
    const nav = canvas.getByRole('navigation', { name: 'Pagination' })
    await expect(nav).toHaveTextContent('Page 1 of 6')
    await userEvent.click(within(nav).getByRole('button', { name: 'Next page' }))
    await expect(nav).toHaveTextContent('Page 2 of 6')
    await expect(column(canvas, 0)[0]).toBe('B-005')
    await userEvent.click(within(table).getByRole('button', { name: 'Guest' }))
    await userEvent.click(within(nav).getByRole('button', { name: 'First page' }))
    await expect(column(canvas, 1)[0]).toBe('Ada Lovelace')
  },
}
