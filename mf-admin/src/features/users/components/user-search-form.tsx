import { useState, type FormEvent } from 'react';
import type { Role } from '@hiroba/api-client';
import { Form, Button, Group, NativeSelect, TextInput } from '@hiroba/shared-ui';
import { ROLE_LABELS, ROLES } from '@hiroba/contract/fields';

interface Props {
  keyword: string;
  role: Role | undefined;
  onSearch: (criteria: { keyword: string | undefined; role: Role | undefined }) => void;
}

const ROLE_OPTIONS = [{ value: '', label: 'すべての役割' }, ...ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))];

/**
 * Keyword and role, applied together with 検索. A plain form submit: the browser does not submit
 * while an IME is still composing, so pressing Enter to confirm a kana conversion is safe.
 */
export function UserSearchForm({ keyword, role, onSearch }: Props) {
  const [draftKeyword, setDraftKeyword] = useState(keyword);
  const [draftRole, setDraftRole] = useState<string>(role ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ keyword: draftKeyword.trim() || undefined, role: (draftRole || undefined) as Role | undefined });
  };

  return (
    <Form role="search" aria-label="ユーザーを探す" onSubmit={submit}>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label="キーワード"
          description="メールアドレスかニックネームの一部"
          value={draftKeyword}
          onChange={(event) => setDraftKeyword(event.currentTarget.value)}
          w={280}
        />
        <NativeSelect
          label="役割"
          data={ROLE_OPTIONS}
          value={draftRole}
          onChange={(event) => setDraftRole(event.currentTarget.value)}
          w={200}
        />
        <Button type="submit">検索</Button>
      </Group>
    </Form>
  );
}
