// /unsubscribed: after 解約. Says until when questions can still be asked (the session's membership,
// as the server last sent it), and that the cancellation can be taken back until then.
import { useSession } from '@hiroba/api-client';
import { PageHeader, Prose, RouterAnchor, formatDate, pagePath, usePageTrail, useHydrated, TOP_CRUMB } from '@hiroba/shared-ui';

export default function UnsubscribedPage() {
  usePageTrail('有料会員の解約が完了しました', [TOP_CRUMB], '解約の完了');
  const membership = useSession((state) => state.user?.membership);
  // The session lives in this browser only: the date is drawn once the page runs here.
  const hydrated = useHydrated();
  const until = hydrated && membership?.status === 'paid' && membership.cancel_at_period_end ? formatDate(membership.paid_until) : '';
  return (
    <>
      <PageHeader title="有料会員の解約が完了しました" lead="これまで有料会員としてご利用いただき、ありがとうございました。" />
      <Prose>
        <h2>これからのこと</h2>
        <ul>
          <li>
            {until ? (
              <>
                <strong>{until}まで</strong>は、これまでどおり質問を投稿できます。
              </>
            ) : (
              'お支払い済みの期間の終わりまでは、これまでどおり有料会員の機能を使えます。'
            )}
          </li>
          <li>期間が終わると無料会員に戻ります。次の請求はありません。</li>
          <li>
            {until ? `${until}までなら、` : '期間が終わるまでなら、'}
            <RouterAnchor to={pagePath('payment-info')}>お支払い情報</RouterAnchor>から解約を取り消して、有料会員を続けられます。
          </li>
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
