import type { SearchOrder } from '@hiroba/api-client';
import { SEARCH_ORDERS, SEARCH_ORDER_LABELS } from '@hiroba/contract/fields';
import { Group, RouterAnchor, Text, pagePath } from '@hiroba/shared-ui';

/** 関連度順 / 新しい順 as links (the order is in the URL, so it works before and without JavaScript); the current one is marked. */
export function OrderLinks({ keyword, order }: { keyword: string; order: SearchOrder }) {
  return (
    <Group component="nav" aria-label="並び順" gap="sm" mb="md">
      <Text span>並び順：</Text>
      {SEARCH_ORDERS.map((o) =>
        o === order ? (
          <Text span fw={700} key={o} aria-current="true">
            {SEARCH_ORDER_LABELS[o]}
          </Text>
        ) : (
          <RouterAnchor key={o} to={pagePath('search', { search: keyword }, o === 'relevance' ? {} : { order: o })}>
            {SEARCH_ORDER_LABELS[o]}
          </RouterAnchor>
        ),
      )}
    </Group>
  );
}
