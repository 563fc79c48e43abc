import type { PageMeta } from '@hiroba/api-client';
import { Pager, Text } from '@hiroba/shared-ui';

interface Props {
  meta: PageMeta;
  /** The query parameter of the page, when a page has two paged lists (default `page`). */
  param?: string;
  /** The page links' accessible name, which must differ between two lists on one page. */
  label?: string;
}

/** Under an admin table: how much there is in all, then shared-ui's page links (?page=). */
export function ListPager({ meta, param, label }: Props) {
  return (
    <>
      <Text size="sm" mt="md">
        全{meta.total.toLocaleString('ja-JP')}件（{meta.page} / {Math.max(meta.total_pages, 1)}ページ）
      </Text>
      <Pager total={meta.total_pages} param={param} label={label} />
    </>
  );
}
