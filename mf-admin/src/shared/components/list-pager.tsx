import type { PageMeta } from '@hiroba/api-client';
import { Group, Pagination, Text } from '@hiroba/shared-ui';

interface Props {
  meta: PageMeta;
  onChange: (page: number) => void;
}

/** Page links under an admin table, with the total so the reader knows how much there is. */
export function ListPager({ meta, onChange }: Props) {
  return (
    <Group justify="space-between" mt="md" wrap="wrap">
      <Text size="sm">
        全{meta.total.toLocaleString('ja-JP')}件（{meta.page} / {Math.max(meta.total_pages, 1)}ページ）
      </Text>
      {meta.total_pages > 1 && (
        <nav aria-label="ページ送り">
          <Pagination
            total={meta.total_pages}
            value={meta.page}
            onChange={onChange}
            getItemProps={(page) => ({ 'aria-label': `${page}ページ目` })}
            getControlProps={(control) => ({ 'aria-label': CONTROL_LABEL[control] })}
          />
        </nav>
      )}
    </Group>
  );
}

const CONTROL_LABEL = {
  first: '最初のページ',
  previous: '前のページ',
  next: '次のページ',
  last: '最後のページ',
} as const;
