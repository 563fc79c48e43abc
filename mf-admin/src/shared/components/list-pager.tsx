import type { PageMeta } from '@hiroba/api-client';
import { Pager, Text } from '@hiroba/shared-ui';

/** Under an admin table: how much there is in all, then shared-ui's page links (?page=). */
export function ListPager({ meta }: { meta: PageMeta }) {
  return (
    <>
      <Text size="sm" mt="md">
        全{meta.total.toLocaleString('ja-JP')}件（{meta.page} / {Math.max(meta.total_pages, 1)}ページ）
      </Text>
      <Pager total={meta.total_pages} />
    </>
  );
}
