export {
  DataTable,
  type DataTableColumn,
  type DataTableColumnMeta,
  dataTableColumns,
  type DataTableFeatures,
  dataTableFeatures,
  DataTablePagination,
  type DataTableProps,
  type DataTableRowAction,
  DataTableRowActions,
  DataTableSortButton,
} from './data-table'
export {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from './table'
