import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Form, Button, Group, Stack, TextInput } from '@hiroba/shared-ui';

interface KeywordSearchFormProps {
  label: string;
  /** Builds the result page's path from the keyword. */
  toPath(keyword: string): string;
  initialKeyword?: string;
}

// A real <form>: Enter submits it, and a browser never submits while an IME is still composing,
// so no keydown handler (and no isComposing check) is needed.
export function KeywordSearchForm({ label, toPath, initialKeyword = '' }: KeywordSearchFormProps) {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState(initialKeyword);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const k = keyword.normalize('NFKC').trim();
    if (!k) {
      setError('さがしたい言葉を入力してください。');
      return;
    }
    setError(null);
    navigate(toPath(k));
  };

  return (
    <Form role="search" onSubmit={submit} noValidate>
      <Stack gap="xs" maw={560}>
        <TextInput
          label={label}
          type="search"
          enterKeyHint="search"
          value={keyword}
          onChange={(e) => setKeyword(e.currentTarget.value)}
          error={error}
        />
        <Group>
          <Button type="submit">検索する</Button>
        </Group>
      </Stack>
    </Form>
  );
}
