import { PageHeader, Prose, RouterAnchor, pagePath, usePageTrail, TOP_CRUMB } from '@hiroba/shared-ui';

export default function WithdrawalCompletePage() {
  usePageTrail('退会が完了しました', [TOP_CRUMB], '退会の完了');
  return (
    <>
      <PageHeader title="退会が完了しました" lead="これまで障害福祉Q&Aひろばをご利用いただき、ありがとうございました。" />
      <Prose>
        <h2>あなたの情報の扱い</h2>
        <ul>
          <li>メールアドレス、ニックネーム、プロフィール画像などの個人情報は削除しました。</li>
          <li>有料会員の契約は解約しました。これから請求されることはありません。</li>
          <li>投稿した質問やコメントは、ほかの方の役に立つよう、だれの投稿か分からない形にして残ることがあります。</li>
          <li>
            法律で保存が決められている記録（お支払いの記録など）は、決められた期間だけ保存します。くわしくは
            <RouterAnchor to={pagePath('privacy-policy')}>プライバシーポリシー</RouterAnchor>をご覧ください。
          </li>
        </ul>
        <p>
          またご利用になりたいときは、新しく会員登録をしてください。質問や回答、コラムは、登録しなくても読めます。
        </p>
        <p>
          <RouterAnchor to={pagePath('top')}>トップページへ戻る</RouterAnchor>
        </p>
      </Prose>
    </>
  );
}
