// The list's filters, kept in the URL: 種類 applies at once; 「言葉でさがす」 is a real search form (Enter
// submits it, and the browser does not submit while an IME is still composing).
import type { FormEvent } from 'react';
import type { SearchWordSource } from '@hiroba/api-client';
import { LIMITS, SEARCH_WORD_SOURCE_LABELS } from '@hiroba/contract/fields';
import { Button, Form, Group, NativeSelect, TextInput, useStateFrom } from '@hiroba/shared-ui';

/** The operators' own first, as the list shows them. */
const SOURCE_OPTIONS = [
  { value: '', label: 'すべて' },
  ...(['operator', 'ours', 'sudachi'] as const).map((source) => ({ value: source, label: SEARCH_WORD_SOURCE_LABELS[source] })),
];

interface Props {
  source: SearchWordSource | undefined;
  keyword: string | undefined;
  onChange(filters: { source?: string; keyword?: string }): void;
}

export function SearchWordFilters({ source, keyword, onChange }: Props) {
  // Follows the URL (the back button, a shared link) and the person's typing in between.
  const [draft, setDraft] = useStateFrom(keyword ?? '');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ keyword: draft.trim() || undefined });
  };
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <NativeSelect label="種類" data={SOURCE_OPTIONS} value={source ?? ''} onChange={(event) => onChange({ source: event.currentTarget.value || undefined })} w={220} />
      <Form role="search" aria-label="言いかえを言葉でさがす" onSubmit={submit}>
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <TextInput label="言葉でさがす" description="言葉の一部や、ひらがなの読みでも" value={draft} onChange={(event) => setDraft(event.currentTarget.value)} maxLength={LIMITS.searchWords.word} w={260} />
          <Button type="submit">さがす</Button>
        </Group>
      </Form>
    </Group>
  );
}
