import type { ComponentGuide } from '@/components/lib/guide'

export const dataTableGuide = {
  summary:
    'A data table lists records in rows people compare, sort, pick and act on: the bookings, the rooms, the staff accounts. It is TanStack Table’s state drawn with the Table parts.',
  use: [
    'For records with the same fields that people scan down a column or compare across rows.',
    'When rows need sorting, selecting, paging (in the browser or the server’s pages) or an action each.',
    'The Table parts alone (Table, TableHeader, TableRow, TableHead, TableCell…) for a small fixed table with none of that, such as a report’s figures.',
  ],
  avoid: [
    'For a few items with one or two facts each: use a list or cards.',
    'For a layout: a table is for data, never to line things up.',
    'For a form with many fields per row: open each row in a Dialog instead.',
  ],
  anatomy: [
    {
      slot: 'data-table',
      part: 'Frame',
      description: 'The rounded frame, drawn over the table so the pinned actions column keeps it.',
    },
    {
      slot: 'table-container',
      part: 'Scroll box',
      description: 'Scrolls a table wider than its box sideways, so the page does not.',
    },
    { slot: 'table', part: 'Table', description: 'A `<table>`, named by `caption`.' },
    { slot: 'table-header', part: 'Header', description: 'The header row (`<thead>`).' },
    {
      slot: 'table-head',
      part: 'Header cell',
      description: 'A column’s name; `aria-sort` on a sortable one.',
    },
    {
      slot: 'table-sort',
      part: 'Sort button',
      description: 'The header’s text as a button with an arrow showing the sort.',
    },
    { slot: 'table-body', part: 'Body', description: 'The rows (`<tbody>`).' },
    {
      slot: 'table-row',
      part: 'Row',
      description: 'A record; filled on hover, and when selected (`data-state="selected"`).',
    },
    { slot: 'table-cell', part: 'Cell', description: 'A value; numbers aligned to the end.' },
    {
      slot: 'data-table-empty',
      part: 'Empty row',
      description: '“No data” across every column when there are no rows.',
    },
    {
      slot: 'loading-overlay',
      part: 'Loading overlay',
      description: 'Covers the table alone (not the page) while `loading`.',
    },
    {
      slot: 'table-caption',
      part: 'Caption',
      description: 'Table parts only: a visible caption under the table.',
    },
    {
      slot: 'data-table-footer',
      part: 'Footer',
      description: 'Under the table: the selection count and the pagination.',
    },
    {
      slot: 'data-table-selected',
      part: 'Selection count',
      description: '“2 of 5 selected”, announced as it changes.',
    },
    {
      slot: 'data-table-page',
      part: 'Page',
      description: '“Page 1 of 5”, before the page buttons.',
    },
  ],
  do: [
    'Name the table with `caption` (“Bookings”): screen readers announce it, and tests find it by it.',
    'Align numbers and money to the end (`meta: { align: "end" }`) so their digits line up.',
    'Name the rows for the checkboxes and row actions (`selectColumn(row => row.guest)`): “Select row Ada Lovelace”.',
    'Keep row actions to two or three short verbs; put the rest in the row’s dialog.',
    'Say why a table is empty where it can be said better than “No data”: “No bookings match these filters”.',
  ],
  dont: [
    'Don’t make a whole row clickable: give it a link or a “View” action, which keyboards reach.',
    'Don’t let a wide table widen the page: it scrolls in its own box, the actions column pinned.',
    'Don’t sort or page on the client what the server pages: use `manualPagination` and the server’s total in `rowCount`.',
    'Don’t cover the whole page while a table loads: `loading` covers only the table.',
  ],
  keyboard: [
    {
      keys: 'Tab / Shift+Tab',
      action:
        'Moves through the table’s controls in reading order: sort buttons, checkboxes, row actions, then the page buttons.',
    },
    {
      keys: 'Enter or Space',
      action: 'On a sort button: sorts by the column, then the other way, then not at all.',
    },
    {
      keys: 'Space',
      action: 'On a checkbox: selects or clears the row (or every row of the page).',
    },
    {
      keys: 'Shift+click',
      action: 'On a row’s checkbox: selects the rows from the last one clicked.',
    },
  ],
  accessibility: {
    pattern: 'Table (a native `<table>`)',
    href: 'https://www.w3.org/WAI/ARIA/apg/patterns/table/',
    notes: [
      'A real `<table>` with header cells, so screen readers read each cell with its column’s name.',
      'A sortable header has `aria-sort` (ascending, descending or none) and its text is a button.',
      'The checkboxes are named “Select all rows” and “Select row {row}”; the actions of a row are a group named “Actions for row {row}”.',
      'The selection count is a polite live region; the pagination is a navigation region named “Pagination” with buttons “First page”, “Previous page”, “Next page”, “Last page”.',
      'While loading, the overlay over the table is a status region that says so, and the table under it is busy and inert; the page around stays usable.',
    ],
  },
  tokens: [
    '--color-bg',
    '--color-surface',
    '--color-elevated',
    '--color-border',
    '--color-fg',
    '--color-muted',
  ],
  defaults: [
    { name: 'No rows', value: '“No data” (specification)' },
    {
      name: 'Paging',
      value: 'Every row shows unless a `pagination` state or `manualPagination` is given',
    },
    { name: 'Sorting', value: 'On for every column that does not set `enableSorting: false`' },
    {
      name: 'Loading',
      value: 'An overlay over the table only; the empty row stays blank meanwhile',
    },
    { name: 'Header row', value: '40 px high, bold, a rule under it' },
  ],
} satisfies ComponentGuide
