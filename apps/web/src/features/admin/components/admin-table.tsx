import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { TableScroll } from './table-scroll';

export type AdminColumn<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Extra classes of the column's cells (wrapping, weight). */
  className?: string;
};

type AdminTableProps<Row> = {
  /** Names the scroll region and the table (its caption, for screen readers). */
  label: string;
  columns: AdminColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** data-* attributes of a row, for tests and scripts that find it. */
  rowData?: (row: Row) => Record<`data-${string}`, string>;
};

/** A back-office table: named, scrollable by keyboard at 375 px, one header per column. */
export function AdminTable<Row>({ label, columns, rows, rowKey, rowData }: AdminTableProps<Row>) {
  // The last column needs no gap on its right.
  const padding = (index: number) => (index === columns.length - 1 ? 'py-2' : 'py-2 pr-3');
  return (
    <TableScroll label={label}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            {columns.map((column, index) => (
              <th key={column.header} scope="col" className={padding(index)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowData?.(row)}>
              {columns.map((column, index) => (
                <td key={column.header} className={cn(column.className, padding(index))}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
