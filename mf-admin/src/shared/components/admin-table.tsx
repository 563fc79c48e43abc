import type { ReactNode } from 'react';
import { Button, Group, RouterAnchor, Table, VisuallyHidden } from '@hiroba/shared-ui';

export interface AdminColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** The column that names the row; 編集 and 削除 point to it as their description. */
  names?: boolean;
}

const nameId = (row: { id: number }) => `admin-row-${row.id}-name`;

interface Props<T extends { id: number; title: string }> {
  caption: string;
  columns: AdminColumn<T>[];
  rows: T[];
  /** Where 編集 leads for a row. */
  editPath: (row: T) => string;
  onDelete: (row: T) => void;
  minWidth: number;
}

/**
 * A table of titled records with 編集 / 削除 in the last column. Each action is described by its
 * row's title cell, so a screen-reader user tabbing through hears which row it acts on, while the
 * actions cell itself does not repeat the title.
 */
export function AdminTable<T extends { id: number; title: string }>({ caption, columns, rows, editPath, onDelete, minWidth }: Props<T>) {
  return (
    <div className="admin-table-scroll">
      <Table striped highlightOnHover verticalSpacing="sm" miw={minWidth}>
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
            <Table.Th scope="col">操作</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              {columns.map((column) => (
                <Table.Td key={column.header} id={column.names ? nameId(row) : undefined}>
                  {column.cell(row)}
                </Table.Td>
              ))}
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <RouterAnchor to={editPath(row)} aria-describedby={nameId(row)}>
                    編集
                  </RouterAnchor>
                  {/* red.2: a light red that keeps over 7:1 on the dark rows, hovered or not. */}
                  <Button
                    size="compact-sm"
                    color="red.2"
                    variant="outline"
                    onClick={() => onDelete(row)}
                    aria-describedby={nameId(row)}
                  >
                    削除
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
