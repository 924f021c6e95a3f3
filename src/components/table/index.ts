export {
  DataTable,
  type DataTableColumn,
  type DataTableColumnMeta,
  dataTableColumns,
  type DataTableFeatures,
  dataTableFeatures,
  type DataTableProps,
  type DataTableRowAction,
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
