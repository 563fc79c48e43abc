// The words with their action: the action is changed in place (one call, its refusal beside the
// select), 削除 asks first. Each control is described by its row's word.
import { useState } from 'react';
import { api, type WatchedWord, type WatchedWordAction } from '@hiroba/api-client';
import { Button, DateText, NativeSelect, confirmAndRemove, errorMessage, snackbar } from '@hiroba/shared-ui';
import { WATCHED_WORD_ACTION_LABELS } from '@hiroba/contract/fields';
import { DataTable, type DataColumn } from '../../../shared/components/data-table';
import { ACTION_OPTIONS } from './action-options';

const wordId = (row: WatchedWord) => `watched-word-${row.id}-word`;

export function WatchedWordTable({ words }: { words: WatchedWord[] }) {
  const [problems, setProblems] = useState<Record<number, string>>({});
  const [saving, setSaving] = useState<number | null>(null);

  async function changeAction(row: WatchedWord, action: WatchedWordAction) {
    setProblems(({ [row.id]: _gone, ...rest }) => rest);
    setSaving(row.id);
    try {
      await api.watchedWords.update(row.id, { action });
      snackbar.show(`「${row.word}」を「${WATCHED_WORD_ACTION_LABELS[action]}」にしました。`, 'success');
    } catch (error) {
      setProblems((now) => ({ ...now, [row.id]: errorMessage(error) }));
    } finally {
      setSaving(null);
    }
  }

  const columns: DataColumn<WatchedWord>[] = [
    { header: '言葉', cell: (row) => row.word, cellProps: (row) => ({ id: wordId(row), style: { overflowWrap: 'anywhere' } }) },
    {
      header: '対応',
      cell: (row) => (
        <NativeSelect
          // Mantine keeps aria-describedby for the error: the name says which word it is for.
          aria-label={`「${row.word}」の対応`}
          data={ACTION_OPTIONS}
          value={row.action}
          disabled={saving === row.id}
          error={problems[row.id]}
          onChange={(event) => void changeAction(row, event.currentTarget.value as WatchedWordAction)}
          w={240}
        />
      ),
    },
    { header: '更新日', cell: (row) => <DateText value={row.updated_at} /> },
    {
      header: '操作',
      cell: (row) => (
        // red.2: a light red that keeps over 7:1 on the dark rows, hovered or not.
        <Button
          size="compact-sm"
          color="red.2"
          variant="outline"
          onClick={() => void confirmAndRemove(`確認する言葉「${row.word}」`, () => api.watchedWords.remove(row.id))}
          aria-describedby={wordId(row)}
        >
          削除
        </Button>
      ),
    },
  ];
  return <DataTable caption="確認する言葉の一覧" columns={columns} rows={words} minWidth={720} highlightOnHover />;
}
