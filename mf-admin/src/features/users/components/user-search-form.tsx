import { useState, type FormEvent } from 'react';
import type { AccountState, Role, UserSort } from '@hiroba/api-client';
import { Form, Button, Group, NativeSelect, TextInput } from '@hiroba/shared-ui';
import { ACCOUNT_STATE_LABELS, ACCOUNT_STATES, ROLE_LABELS, ROLES, USER_SORT_LABELS, USER_SORTS } from '@hiroba/contract/fields';
import type { UserCriteria } from '../lib/user-list-query';

interface Props extends UserCriteria {
  onSearch: (criteria: UserCriteria) => void;
}

const ROLE_OPTIONS = [{ value: '', label: 'すべての役割' }, ...ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))];
const STATE_OPTIONS = [{ value: '', label: 'すべての状態' }, ...ACCOUNT_STATES.map((s) => ({ value: s, label: ACCOUNT_STATE_LABELS[s] }))];
const SORT_OPTIONS = USER_SORTS.map((s) => ({ value: s, label: USER_SORT_LABELS[s] }));

/**
 * Keyword, role, state and order, applied together with 検索. A plain form submit: the browser does
 * not submit while an IME is still composing, so pressing Enter to confirm a kana conversion is safe.
 */
export function UserSearchForm({ keyword, role, state, sort, onSearch }: Props) {
  const [draft, setDraft] = useState({ keyword: keyword ?? '', role: role ?? '', state: state ?? '', sort: sort ?? 'newest' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({
      keyword: draft.keyword.trim() || undefined,
      role: (draft.role || undefined) as Role | undefined,
      state: (draft.state || undefined) as AccountState | undefined,
      // The newest first is the list's default and stays out of the URL.
      sort: draft.sort === 'newest' ? undefined : (draft.sort as UserSort),
    });
  };

  return (
    <Form role="search" aria-label="ユーザーを探す" onSubmit={submit}>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label="キーワード"
          description="メールアドレスかニックネームの一部"
          value={draft.keyword}
          onChange={(event) => setDraft({ ...draft, keyword: event.currentTarget.value })}
          w={280}
        />
        <NativeSelect label="役割" data={ROLE_OPTIONS} value={draft.role} onChange={(event) => setDraft({ ...draft, role: event.currentTarget.value })} w={180} />
        <NativeSelect label="状態" data={STATE_OPTIONS} value={draft.state} onChange={(event) => setDraft({ ...draft, state: event.currentTarget.value })} w={160} />
        <NativeSelect label="並び順" data={SORT_OPTIONS} value={draft.sort} onChange={(event) => setDraft({ ...draft, sort: event.currentTarget.value as UserSort })} w={200} />
        <Button type="submit">検索</Button>
      </Group>
    </Form>
  );
}
