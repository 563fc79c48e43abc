// The search vocabulary's groups and the searches that found nothing, as the server sends them,
// checked against the contract's schemas.
import type { SearchMiss, SearchWordGroup } from '@hiroba/api-client';
import { fixture } from '@hiroba/api-client/test-support';
import { SearchMissSchema, SearchWordGroupSchema } from '@hiroba/contract';

const AT = '2026-04-01T03:00:00.000Z';

/** An operator's group (editable): Tokyo's name of the handbook with the national one, and a note. */
export function makeOperatorGroup(overrides: Partial<SearchWordGroup> = {}): SearchWordGroup {
  return fixture(SearchWordGroupSchema, {
    id: 1,
    key: 'operator:1',
    source: 'operator',
    topic: null,
    words: [
      { text: '愛の手帳', reading: 'あいのてちょう', kind: 'main' },
      { text: '療育手帳', reading: 'りょういくてちょう', kind: 'common' },
    ],
    note: '東京都の呼び名',
    updated_at: AT,
    ...overrides,
  });
}

/** A built-in group of the site's own list (id null: changed in the code only). */
export function makeBuiltinGroup(overrides: Partial<SearchWordGroup> = {}): SearchWordGroup {
  return fixture(SearchWordGroupSchema, {
    id: null,
    key: 'ours:放課後等デイサービス',
    source: 'ours',
    topic: 'child',
    words: [
      { text: '放課後等デイサービス', reading: 'ほうかごとうでいさーびす', kind: 'main' },
      { text: '放デイ', reading: 'ほうでい', kind: 'short' },
    ],
    note: '',
    updated_at: null,
    ...overrides,
  });
}

export function makeSearchMiss(overrides: Partial<SearchMiss> = {}): SearchMiss {
  return fixture(SearchMissSchema, { query: 'みどりの手帳', searches: 12, last_day: '2026-04-01', ...overrides });
}
