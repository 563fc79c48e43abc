import type { ReactNode } from 'react';
import { Table, VisuallyHidden, type TableTdProps } from '@hiroba/shared-ui';

export interface DataColumn<T> {
  header: string;
  cell: (row: T, index: number) => ReactNode;
  /** Props of the column's cells: an id that names the row, a width, how text wraps. */
  cellProps?: (row: T) => TableTdProps;
}

interface Props<T extends { id: number }> {
  /** For screen readers: on screen, the page's heading or the section's title names the table. */
  caption: string;
  columns: DataColumn<T>[];
  rows: T[];
  minWidth: number;
  /** Rows lit under the pointer, for rows that hold links or buttons. */
  highlightOnHover?: boolean;
  /** For rows that may hold no link: the wrapper takes focus so a keyboard can scroll it on a phone. */
  focusable?: boolean;
}

/**
 * The admin's tables: a header per column, striped rows, and a wrapper that scrolls sideways on a
 * phone (admin.css) instead of squeezing the columns.
 */
export function DataTable<T extends { id: number }>({ caption, columns, rows, minWidth, highlightOnHover, focusable }: Props<T>) {
  return (
    <div className="admin-table-scroll" {...(focusable && { tabIndex: 0, role: 'region', 'aria-label': caption })}>
      <Table striped highlightOnHover={highlightOnHover} verticalSpacing="sm" miw={minWidth}>
        <caption>
          <VisuallyHidden component="span">{caption}</VisuallyHidden>
        </caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} scope="col">
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={row.id}>
              {columns.map((column) => (
                <Table.Td key={column.header} {...column.cellProps?.(row)}>
                  {column.cell(row, index)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
