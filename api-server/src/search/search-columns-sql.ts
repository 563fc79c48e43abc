// The search columns every write of a question or column sets (search-text.ts, migration 018), in one
// place: a write names them through here, so none can be forgotten when one is added.
import type { SearchFields } from './search-text';

const COLUMNS = ['search_text', 'search_title', 'search_title_keys', 'search_reading', 'search_keys', 'search_version'] as const satisfies readonly (keyof SearchFields)[];

/** The search columns of a write with their values appended to `params`: for an INSERT (`names`, `values`) or an UPDATE (`set`). */
export function searchColumns(fields: SearchFields, params: unknown[]): { names: string; values: string; set: string } {
  const placeholders = COLUMNS.map((column) => `$${params.push(fields[column])}`);
  return { names: COLUMNS.join(', '), values: placeholders.join(', '), set: COLUMNS.map((column, i) => `${column} = ${placeholders[i]}`).join(', ') };
}
