import type { ReactNode } from 'react';
import { Button, Group, RouterAnchor } from '@hiroba/shared-ui';
import { DataTable, type DataColumn } from './data-table';

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
  const actions: DataColumn<T> = {
    header: '操作',
    cell: (row) => (
      <Group gap="xs" wrap="nowrap">
        <RouterAnchor to={editPath(row)} aria-describedby={nameId(row)}>
          編集
        </RouterAnchor>
        {/* red.2: a light red that keeps over 7:1 on the dark rows, hovered or not. */}
        <Button size="compact-sm" color="red.2" variant="outline" onClick={() => onDelete(row)} aria-describedby={nameId(row)}>
          削除
        </Button>
      </Group>
    ),
  };
  const cells = columns.map(({ header, cell, names }): DataColumn<T> => ({ header, cell, cellProps: names ? (row) => ({ id: nameId(row) }) : undefined }));
  return <DataTable caption={caption} columns={[...cells, actions]} rows={rows} minWidth={minWidth} highlightOnHover />;
}
