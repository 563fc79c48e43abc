import { PageHeader, Prose, RouterAnchor, useBreadcrumbs, usePageTitle, pagePath } from '@hiroba/shared-ui';
import { useWayBack, wayBackQuery } from '../../../shared/routing/way-back';

export default function FreeMemberRegisterCompletePage() {
  const wayBack = useWayBack();
  usePageTitle('無料会員登録が完了しました');
  useBreadcrumbs([
    { text: 'トップ', to: pagePath('top') },
    { text: '無料会員登録', to: pagePath('free-member-register') },
    { text: '登録完了', disabled: true },
  ]);
  return (
    <>
      <PageHeader title="無料会員登録が完了しました" lead="ご登録ありがとうございます。" />
      <Prose>
        <h2>次にすること</h2>
        <ol>
          <li>
            <RouterAnchor to={pagePath('login', {}, wayBackQuery(wayBack))}>ログイン</RouterAnchor>
            してください。登録したメールアドレスとパスワードを使います。
          </li>
          <li>ログインすると、質問への「いいね」やお気に入り、コメントができるようになります。</li>
          <li>
            自分で質問を投稿したいときは、有料会員になってください。くわしくは
            <RouterAnchor to={pagePath('sign-up-intro')}>会員登録のご案内</RouterAnchor>
            をご覧ください。
          </li>
        </ol>
      </Prose>
    </>
  );
}
