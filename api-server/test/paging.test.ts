// Which pages have their LIMIT written into a prepared statement (planned once per connection) and
// which keep parameters (lib/paging.ts): a small, fixed set, since each is kept on every connection.
import { plannedLimitClause } from '../src/db/page-clause';
import { paging } from '../src/lib/paging';

test("the first three pages of the site's own sizes are written in; any other page keeps parameters", () => {
  expect(plannedLimitClause(paging({}))).toBe(' LIMIT 20 OFFSET 0');
  expect(plannedLimitClause(paging({ page: 3, per: 5 }))).toBe(' LIMIT 5 OFFSET 10');
  expect(plannedLimitClause(paging({ page: 1, per: 3 }))).toBe(' LIMIT 3 OFFSET 0');
  expect(plannedLimitClause(paging({ page: 4, per: 20 }))).toBeNull();
  expect(plannedLimitClause(paging({ page: 1, per: 7 }))).toBeNull();
  expect(plannedLimitClause(paging({ page: 1, per: 100 }))).toBeNull();
  // Every row: no LIMIT at all.
  expect(plannedLimitClause(paging({ per: 'all' }))).toBe('');
});
