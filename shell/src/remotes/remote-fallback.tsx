// What a slot shows when its remote cannot be loaded: a retry, and a way out to the top page that
// works without the failed remote (a full page load, not a client-side route). The admin area has
// no navbar or footer around its slot, so the way out has to be here.
import { Button, Group, PageHeader, Text, pagePath, usePageTitle } from '@hiroba/shared-ui';

export const REMOTE_FALLBACK_TITLE = 'このページを読み込めませんでした。';

export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  usePageTitle('ページを読み込めませんでした');
  return (
    <section className="hiroba-remote-fallback">
      <PageHeader title={REMOTE_FALLBACK_TITLE}>
        <Text>
          通信が不安定か、サーバーが一時的に応答していない可能性があります。少し時間をおいてから「再読み込み」を押してください。
          何度試しても表示されないときは、お問い合わせページからお知らせください。
        </Text>
      </PageHeader>
      <Group>
        <Button onClick={onRetry}>再読み込み</Button>
        <Button component="a" href={pagePath('top')} variant="outline">
          トップページへ戻る
        </Button>
      </Group>
    </section>
  );
}
