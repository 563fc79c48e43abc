// キーワード検索 (docs/product.md#keyword-search): submitting goes to /search/{keyword}; on a search page the
// keyword is replaced (no extra history entry); the input is cleared afterwards. Enter that confirms an
// IME conversion (Japanese input) must not submit.
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Form, Button, Group, TextInput, matchPage, pagePath } from '@hiroba/shared-ui';

export const SEARCH_PLACEHOLDER = 'キーワード検索';

export function SearchBox({ onSearched }: { onSearched?: () => void }) {
  const [keyword, setKeyword] = useState('');
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const word = keyword.trim();
    if (!word) return;
    const onSearchPage = matchPage(pathname)?.route.name === 'search';
    navigate(pagePath('search', { search: word }), { replace: onSearchPage });
    setKeyword('');
    onSearched?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // keyCode 229: Safari reports the confirming Enter this way instead of isComposing.
    if (event.key === 'Enter' && (event.nativeEvent.isComposing || event.keyCode === 229)) event.preventDefault();
  };

  return (
    <Form role="search" aria-label="サイト内検索" onSubmit={submit}>
      <Group gap={4} wrap="nowrap">
        <TextInput
          aria-label={SEARCH_PLACEHOLDER}
          placeholder={SEARCH_PLACEHOLDER}
          value={keyword}
          onChange={(event) => setKeyword(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          type="search"
          enterKeyHint="search"
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="default">
          検索
        </Button>
      </Group>
    </Form>
  );
}
