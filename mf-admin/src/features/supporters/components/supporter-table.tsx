import { useEffect, useRef } from 'react';
import { api, type Supporter } from '@hiroba/api-client';
import { Button, Group, RouterAnchor, confirmAndRemove, errorMessage, pagePath, snackbar } from '@hiroba/shared-ui';
import { DataTable, type DataColumn } from '../../../shared/components/data-table';
import { SupporterStateBadge } from './supporter-state-badge';

type Move = 'up' | 'down';

const nameId = (row: Supporter) => `supporter-${row.id}-name`;
const MOVE_LABEL: Record<Move, string> = { up: '上へ', down: '下へ' };

interface Props {
  /** Every supporter, shown or not, in the list's order (places 1..n). */
  supporters: Supporter[];
  /** Called after a change, to load the list again. */
  onChanged(): void;
}

/**
 * The admin's list: place, name, course, message and state, with 編集, 上へ / 下へ (one place),
 * 掲載する / 掲載をやめる and 削除 on each row. Every action is described by the row's name cell. After
 * a move the focus stays on the moved row's button (or its other arrow at the list's end), so a
 * keyboard user can press again.
 */
export function SupporterTable({ supporters, onChanged }: Props) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  /** The row just moved, its new place and the arrow pressed: focused again once the list shows it there. */
  const refocus = useRef<{ id: number; place: number; move: Move } | null>(null);
  // Clicks from a change until the list has loaded again are ignored (they would act on the old
  // places) instead of disabling the buttons, which would drop the keyboard focus.
  const sending = useRef(false);

  useEffect(() => {
    sending.current = false;
    const wanted = refocus.current;
    if (!wanted) return;
    const index = supporters.findIndex((s) => s.id === wanted.id);
    // The list loaded before the move still has the row at its old place: wait for the next one.
    if (index >= 0 && index + 1 !== wanted.place) return;
    refocus.current = null;
    if (index < 0) return;
    const atEnd = wanted.move === 'up' ? index === 0 : index === supporters.length - 1;
    const target: Move = atEnd ? (wanted.move === 'up' ? 'down' : 'up') : wanted.move;
    buttons.current.get(`${wanted.id}-${target}`)?.focus();
  }, [supporters]);

  async function send(change: () => Promise<unknown>, done: string, failed: string) {
    if (sending.current) return;
    sending.current = true;
    try {
      await change();
      snackbar.show(done, 'success');
      onChanged();
    } catch (error) {
      sending.current = false;
      refocus.current = null;
      snackbar.show(`${failed}${errorMessage(error)}`, 'error');
    }
  }

  const move = (row: Supporter, direction: Move) => {
    if (sending.current) return;
    const place = row.sort_order + (direction === 'up' ? -1 : 1);
    refocus.current = { id: row.id, place, move: direction };
    void send(
      () => api.crowdfundingSupporters.update(row.id, { sort_order: place }),
      `「${row.name}」を${place}番目に移しました。`,
      `「${row.name}」を移せませんでした。`,
    );
  };

  const toggle = (row: Supporter) =>
    void send(
      () => api.crowdfundingSupporters.update(row.id, { published: !row.published }),
      row.published ? `「${row.name}」の掲載をやめました。` : `「${row.name}」を掲載しました。`,
      `「${row.name}」の掲載を切り替えられませんでした。`,
    );

  const remove = async (row: Supporter) => {
    if (sending.current) return;
    if (await confirmAndRemove(`支援者「${row.name}」`, () => api.crowdfundingSupporters.remove(row.id))) onChanged();
  };

  const keep = (key: string) => (button: HTMLButtonElement | null) => {
    if (button) buttons.current.set(key, button);
    else buttons.current.delete(key);
  };

  const columns: DataColumn<Supporter>[] = [
    { header: '並び順', cell: (row) => row.sort_order },
    { header: 'お名前', cell: (row) => row.name, cellProps: (row) => ({ id: nameId(row) }) },
    { header: 'コース', cell: (row) => row.course },
    { header: 'メッセージ', cell: (row) => row.message ?? '—', cellProps: () => ({ maw: 280, style: { overflowWrap: 'anywhere' } }) },
    { header: '掲載', cell: (row) => <SupporterStateBadge published={row.published} /> },
    {
      header: '操作',
      cell: (row, i) => (
        <Group gap="xs" wrap="nowrap">
          <RouterAnchor to={pagePath('admin-supporter-edit', { id: row.id })} aria-describedby={nameId(row)}>
            編集
          </RouterAnchor>
          {(['up', 'down'] as const).map((direction) => (
            <Button
              key={direction}
              ref={keep(`${row.id}-${direction}`)}
              size="compact-sm"
              variant="default"
              disabled={direction === 'up' ? i === 0 : i === supporters.length - 1}
              onClick={() => move(row, direction)}
              aria-describedby={nameId(row)}
            >
              {MOVE_LABEL[direction]}
            </Button>
          ))}
          <Button size="compact-sm" variant="default" onClick={() => toggle(row)} aria-describedby={nameId(row)}>
            {row.published ? '掲載をやめる' : '掲載する'}
          </Button>
          {/* red.2: a light red that keeps over 7:1 on the dark rows, hovered or not. */}
          <Button size="compact-sm" color="red.2" variant="outline" onClick={() => void remove(row)} aria-describedby={nameId(row)}>
            削除
          </Button>
        </Group>
      ),
    },
  ];

  return <DataTable caption="支援者の一覧（並び順）" columns={columns} rows={supporters} minWidth={960} highlightOnHover />;
}
