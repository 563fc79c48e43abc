import { Anchor, Button, Stack, Text } from '@mantine/core';
import { pagePath } from '@hiroba/contract/routes';
import { useEffect } from 'react';
import { documentTitle } from '../stores/page-title';
import { PageHeader } from './page-header';

export const SYSTEM_ERROR_MESSAGE = 'システムエラーが発生しました。';

/**
 * The global error page (docs/product.md#error-page). Plain links, no router: it must render even when
 * the router or a remote is what failed, and a full page load is the surest way back.
 */
export function SystemErrorPage() {
  useEffect(() => {
    document.title = documentTitle('システムエラー');
  }, []);
  return (
    <Stack gap="md" className="hiroba-system-error">
      <PageHeader title={SYSTEM_ERROR_MESSAGE} />
      <Text>
        ご不便をおかけして申し訳ありません。しばらくしてからもう一度お試しください。
        解決しない場合は、<Anchor href={pagePath('contact')}>お問い合わせページ</Anchor>
        またはサイト管理者までご連絡ください。
      </Text>
      <div>
        <Button component="a" href={pagePath('top')}>
          トップページへ戻る
        </Button>
      </div>
    </Stack>
  );
}
