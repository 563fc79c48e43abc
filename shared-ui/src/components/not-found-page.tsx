import { Stack, Text } from '@mantine/core';
import { pagePath } from '@hiroba/contract/routes';
import { usePageTitle } from '../hooks/use-page-title';
import { PageHeader } from './page-header';
import { RouterAnchor } from './router-anchor';

/** Unknown routes and failed page validation (docs/product.md#unknown-routes). */
export const NOT_FOUND_TITLE = 'This page could not be found';

/** The 404 page every remote renders for `*` and for a record that does not exist. */
export function NotFoundPage() {
  usePageTitle('ページが見つかりません');
  return (
    <Stack gap="md">
      <PageHeader title={NOT_FOUND_TITLE} lead="お探しのページは見つかりませんでした。" />
      <Text>URL が正しいかお確かめください。ページが移動または削除された可能性があります。</Text>
      <Text>
        <RouterAnchor to={pagePath('top')}>トップページへ戻る</RouterAnchor>
      </Text>
    </Stack>
  );
}
