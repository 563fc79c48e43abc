import { PageHeader, Prose, RouterAnchor, pagePath, usePageTrail, TOP_CRUMB } from '@hiroba/shared-ui';

export default function UnsubscribedPage() {
  usePageTrail('有料会員の解約が完了しました', [TOP_CRUMB], '解約の完了');
  return (
    <>
      <PageHeader title="有料会員の解約が完了しました" lead="これまで有料会員としてご利用いただき、ありがとうございました。" />
      <Prose>
        <h2>これからのこと</h2>
        <ul>
          <li>お支払い済みの期間の終わりまでは、これまでどおり有料会員の機能を使えます。</li>
          <li>期間が終わると無料会員に戻ります。次の請求はありません。</li>
          <li>これまでに投稿した質問やコメント、お気に入りはそのまま残ります。</li>
          <li>
            また質問を投稿したくなったときは、<RouterAnchor to={pagePath('sign-up-intro')}>会員登録のご案内</RouterAnchor>からいつでも有料会員に戻れます。
          </li>
        </ul>
        <p>
          <RouterAnchor to={pagePath('top')}>トップページへ戻る</RouterAnchor>
        </p>
      </Prose>
    </>
  );
}
