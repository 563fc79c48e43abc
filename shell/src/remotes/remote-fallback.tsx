// What a slot shows when its remote cannot be loaded: the navbar and footer around it stay, so the
// reader can retry or go elsewhere.
import { Button, PageHeader, Text, usePageTitle } from '@hiroba/shared-ui';

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
      <Button onClick={onRetry}>再読み込み</Button>
    </section>
  );
}
