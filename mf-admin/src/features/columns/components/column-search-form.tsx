import { useState, type FormEvent } from 'react';
import type { Category, ColumnStatus } from '@hiroba/api-client';
import { COLUMN_STATUS_LABELS, COLUMN_STATUSES } from '@hiroba/contract/fields';
import { Button, Form, Group, NativeSelect, TextInput } from '@hiroba/shared-ui';

export interface ColumnCriteria {
  status: ColumnStatus | undefined;
  category: string | undefined;
  keyword: string | undefined;
}

interface Props extends ColumnCriteria {
  categories: Category[];
  onSearch(criteria: ColumnCriteria): void;
}

const STATUS_OPTIONS = [{ value: '', label: 'すべての状態' }, ...COLUMN_STATUSES.map((s) => ({ value: s, label: COLUMN_STATUS_LABELS[s] }))];

/**
 * Status, category and keyword, applied together with 検索. A plain form submit: the browser does
 * not submit while an IME is still composing, so pressing Enter to confirm a conversion is safe.
 */
export function ColumnSearchForm({ status, category, keyword, categories, onSearch }: Props) {
  const [draft, setDraft] = useState({ status: status ?? '', category: category ?? '', keyword: keyword ?? '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({
      status: (draft.status || undefined) as ColumnStatus | undefined,
      category: draft.category || undefined,
      keyword: draft.keyword.trim() || undefined,
    });
  };
  return (
    <Form role="search" aria-label="コラムを探す" onSubmit={submit}>
      <Group align="flex-end" wrap="wrap">
        <NativeSelect label="状態" data={STATUS_OPTIONS} value={draft.status} onChange={(e) => setDraft({ ...draft, status: e.currentTarget.value })} w={180} />
        <NativeSelect
          label="カテゴリー"
          data={[{ value: '', label: 'すべてのカテゴリー' }, ...categories.map((c) => ({ value: String(c.id), label: c.title }))]}
          value={draft.category}
          onChange={(e) => setDraft({ ...draft, category: e.currentTarget.value })}
          w={220}
        />
        <TextInput label="キーワード" description="タイトル・リード文・本文" value={draft.keyword} onChange={(e) => setDraft({ ...draft, keyword: e.currentTarget.value })} w={260} />
        <Button type="submit">検索</Button>
      </Group>
    </Form>
  );
}
