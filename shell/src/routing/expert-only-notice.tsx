// A signed-in person who is not an expert opened the expert area: say why, and where to go instead.
import { PageHeader, RouterAnchor, Stack, usePageTitle, pagePath } from '@hiroba/shared-ui';

export function ExpertOnlyNotice() {
  usePageTitle('専門家の方専用のページです');
  return (
    <>
      <PageHeader
        title="専門家の方専用のページです"
        lead="このページは、専門家として登録された方だけがご利用いただけます。専門家として回答したい方は、専門家の登録を申し込んでください。"
      />
      <Stack gap="sm" align="flex-start">
        <RouterAnchor to={pagePath('become-an-expert')}>専門家の登録を申し込む</RouterAnchor>
        <RouterAnchor to={pagePath('top')}>トップページへ戻る</RouterAnchor>
      </Stack>
    </>
  );
}
