// /my-page/edit-payment-info: changing the card of the monthly plan in the provider's card form. Back
// from it (?session_id=…), the server confirms the change with the provider (get_session).
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { api, refreshUser, useSession, type PaymentOverview } from '@hiroba/api-client';
import {
  Alert,
  Button,
  ButtonLink,
  Group,
  LoadError,
  LoadingState,
  PageHeader,
  RouterAnchor,
  Stack,
  Text,
  errorMessage,
  pagePath,
  usePageData,
} from '@hiroba/shared-ui';
import { cardLabel } from '../../../shared/payments/card-label';
import { startCheckout } from '../../../shared/payments/checkout';
import { MY_PAGE_CRUMB, useMemberPage } from '../../../shared/use-member-page';
import { SubscriptionDetails } from '../components/subscription-details';

const StripeCheckout = lazy(() => import(/* webpackChunkName: "stripe-checkout" */ '../../../shared/payments/stripe-checkout'));

interface Loaded {
  overview: PaymentOverview;
  /** The outcome of a card change the person just came back from. */
  returned: 'changed' | 'pending' | null;
}

export default function EditPaymentInfoPage() {
  useMemberPage('お支払い方法の変更', [MY_PAGE_CRUMB, { text: 'お支払い情報', to: pagePath('payment-info') }]);
  const sessionId = new URLSearchParams(useLocation().search).get('session_id');
  const page = usePageData(async (): Promise<Loaded> => {
    let returned: Loaded['returned'] = null;
    if (sessionId) {
      const state = await api.payments.getSession({ sessionId });
      returned = state.status === 'complete' && state.paid ? 'changed' : 'pending';
      if (returned === 'changed') {
        useSession.getState().setSessionId(null);
        await refreshUser();
      }
    }
    return { overview: await api.payments.getPaymentAndSubscription(), returned };
  }, [sessionId]);
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function change() {
    setBusy(true);
    setError(null);
    try {
      const session = await startCheckout({ purpose: 'update_card' });
      if (session.client_secret) setClientSecret(session.client_secret);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  let body;
  if (page.error) body = <LoadError what="お支払い情報" error={page.error} onRetry={page.reload} />;
  else if (!page.data) body = <LoadingState />;
  else {
    const { overview, returned } = page.data;
    const card = overview.subscription?.card ?? overview.card_on_file;
    body = (
      <>
        {returned === 'changed' && (
          <Alert color="green" title="カードを変更しました" role="status">
            次回から、新しいカードでお支払いいただきます。
          </Alert>
        )}
        {returned === 'pending' && (
          <Alert color="orange" title="カードの変更はまだ確認できていません">
            カード情報の入力を終えていない場合は、もう一度「カードを変更する」からやり直してください。
          </Alert>
        )}
        <SubscriptionDetails overview={overview} />
        {overview.capabilities.can_update_card ? (
          clientSecret ? (
            <Suspense fallback={<LoadingState />}>
              <StripeCheckout clientSecret={clientSecret} />
            </Suspense>
          ) : (
            <section aria-labelledby="change-card-title">
              <Text id="change-card-title" fw={700}>
                {card ? `今のカード：${cardLabel(card)}` : 'カードを変更します'}
              </Text>
              <Text mt="xs">カード番号は決済会社の画面で入力します。カード番号がこのサイトに保存されることはありません。</Text>
              {error && (
                <Alert mt="sm" color="red" title="カードの変更を始められませんでした" role="alert">
                  {error}
                </Alert>
              )}
              <Group mt="md">
                <Button onClick={change} loading={busy}>
                  カードを変更する
                </Button>
              </Group>
            </section>
          )
        ) : (
          <Text>
            今の会員の種類では、変更できるカードの登録はありません。お支払いのしくみは
            <RouterAnchor to={pagePath('payment-info')}>お支払い情報</RouterAnchor>でご確認ください。
          </Text>
        )}
        <Group>
          <ButtonLink to={pagePath('payment-info')} variant="outline">
            お支払い情報へ戻る
          </ButtonLink>
        </Group>
      </>
    );
  }

  return (
    <Stack gap="xl">
      <PageHeader title="お支払い方法の変更" lead="毎月のお支払いに使うクレジットカードを変えるためのページです。" />
      {body}
    </Stack>
  );
}
