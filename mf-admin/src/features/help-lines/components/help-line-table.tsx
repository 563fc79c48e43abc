// The help lines in their order: 編集 opens the form, 今日確認した records today's check at once (the
// number was just called), 削除 asks first. Each action is described by its row's name.
import { useRef } from 'react';
import { api, type HelpLine } from '@hiroba/api-client';
import { Anchor, Button, DateText, Group, confirmAndRemove, errorMessage, snackbar } from '@hiroba/shared-ui';
import { DataTable, type DataColumn } from '../../../shared/components/data-table';
import { todayInJapan } from '../lib/today-in-japan';

const nameId = (row: HelpLine) => `help-line-${row.id}-name`;

interface Props {
  lines: HelpLine[];
  onEdit(line: HelpLine): void;
}

export function HelpLineTable({ lines, onEdit }: Props) {
  const sending = useRef(false);

  async function markChecked(row: HelpLine) {
    if (sending.current) return;
    sending.current = true;
    try {
      await api.helpLines.update(row.id, { checked_on: todayInJapan() });
      snackbar.show(`「${row.name}」を今日確認したと記録しました。`, 'success');
    } catch (error) {
      snackbar.show(`「${row.name}」の確認日を記録できませんでした。${errorMessage(error)}`, 'error');
    } finally {
      sending.current = false;
    }
  }

  const columns: DataColumn<HelpLine>[] = [
    { header: '並び順', cell: (row) => row.sort_order },
    { header: '名前', cell: (row) => row.name, cellProps: (row) => ({ id: nameId(row) }) },
    { header: '電話番号', cell: (row) => <Anchor href={`tel:${row.number}`}>{row.number}</Anchor> },
    { header: '受付時間', cell: (row) => row.hours ?? '—' },
    { header: '備考', cell: (row) => row.note ?? '—', cellProps: () => ({ maw: 260, style: { overflowWrap: 'anywhere' } }) },
    { header: '最終確認日', cell: (row) => <DateText value={row.checked_on} /> },
    {
      header: '操作',
      cell: (row) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="compact-sm" variant="default" onClick={() => onEdit(row)} aria-describedby={nameId(row)}>
            編集
          </Button>
          <Button size="compact-sm" variant="default" onClick={() => void markChecked(row)} aria-describedby={nameId(row)}>
            今日確認した
          </Button>
          {/* red.2: a light red that keeps over 7:1 on the dark rows, hovered or not. */}
          <Button
            size="compact-sm"
            color="red.2"
            variant="outline"
            onClick={() => void confirmAndRemove(`相談窓口「${row.name}」`, () => api.helpLines.remove(row.id))}
            aria-describedby={nameId(row)}
          >
            削除
          </Button>
        </Group>
      ),
    },
  ];
  return <DataTable caption="相談窓口の一覧（並び順）" columns={columns} rows={lines} minWidth={1000} highlightOnHover />;
}
