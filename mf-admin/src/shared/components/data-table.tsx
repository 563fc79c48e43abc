import type { Key, ReactNode } from 'react';
import { Table, VisuallyHidden, type TableTdProps } from '@hiroba/shared-ui';

export interface DataColumn<T> {
  header: string;
  cell: (row: T, index: number) => ReactNode;
  /** Props of the column's cells: an id that names the row, a width, how text wraps. */
  cellProps?: (row: T, index: number) => TableTdProps;
}

interface Props<T> {
  /** For screen readers: on screen, the page's heading or the section's title names the table. */
  caption: string;
  columns: DataColumn<T>[];
  rows: T[];
  minWidth: number;
  /** Rows lit under the pointer, for rows that hold links or buttons. */
  highlightOnHover?: boolean;
  /** For rows that may hold no link: the wrapper takes focus so a keyboard can scroll it on a phone. */
  focusable?: boolean;
  /** What keys a row: its numeric id unless given (rows without one, or with a nullable one, must give it). */
  rowKey?: (row: T) => Key;
}

/**
 * The admin's tables: a header per column, striped rows, and a wrapper that scrolls sideways on a
 * phone (admin.css) instead of squeezing the columns.
 */
export function DataTable<T extends { id: number }>(props: Props<T>): ReactNode;
export function DataTable<T extends object>(props: Props<T> & { rowKey: (row: T) => Key }): ReactNode;
export function DataTable<T extends object>({ caption, columns, rows, minWidth, highlightOnHover, focusable, rowKey }: Props<T>) {
  const keyOf = rowKey ?? ((row: T) => (row as { id: number }).id);
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
            <Table.Tr key={keyOf(row)}>
              {columns.map((column) => (
                <Table.Td key={column.header} {...column.cellProps?.(row, index)}>
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
