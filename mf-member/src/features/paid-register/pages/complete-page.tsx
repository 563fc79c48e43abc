// /paid-member-register/complete: the return from checkout. The server confirms the payment with the
// provider (register_paid_member), never trusting the redirect alone; the page shows what it says.
import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { api, isApiError, useSession } from '@hiroba/api-client';
import { Alert, Button, ButtonLink, Group, LoadingState, PageHeader, Stack, Text, usePageData, errorMessage, pagePath } from '@hiroba/shared-ui';
import { membershipLabel } from '../../../shared/membership';
import { returnedSessionId } from '../../../shared/payments/checkout';
import { PAID_REGISTER_CRUMB, SIGN_UP_CRUMB, useMemberPage } from '../../../shared/use-member-page';

type Outcome = { kind: 'paid' } | { kind: 'not-free'; label: string } | { kind: 'pending' } | { kind: 'no-session' } | { kind: 'expired'; message: string };

export default function CompletePage() {
  useMemberPage('有料会員の登録完了', [SIGN_UP_CRUMB, PAID_REGISTER_CRUMB]);
  const { search } = useLocation();
  const confirm = useCallback(async (): Promise<Outcome> => {
    const current = useSession.getState().user;
    if (current && current.role !== 'free_member' && current.role !== 'paid_member') return { kind: 'not-free', label: membershipLabel(current) };
    // Already paid: back from subscribing again with the saved card (create_subscription answered the
    // paid user; there is no checkout to confirm), or this page read again after it confirmed.
    if (current?.role === 'paid_member') {
      useSession.getState().setSessionId(null);
      return { kind: 'paid' };
    }
    const sessionId = returnedSessionId(search);
    if (!sessionId) return { kind: 'no-session' };
    try {
      const { user } = await api.payments.registerPaidMember({ session_id: sessionId });
      useSession.getState().setUser(user);
      useSession.getState().setSessionId(null);
      return { kind: 'paid' };
    } catch (error) {
      // 409: the provider has not reported the payment yet; 422: the checkout expired unpaid.
      if (isApiError(error) && error.status === 409) return { kind: 'pending' };
      if (isApiError(error) && error.status === 422) return { kind: 'expired', message: error.message };
      throw error;
    }
  }, [search]);
  const { data: outcome, error, loading, reload } = usePageData(() => confirm(), [confirm]);

  let body;
  if (error) {
    body = (
      <Alert color="red" title="登録の状況を確かめられませんでした">
        <Text>{errorMessage(error)}</Text>
        <Button mt="sm" variant="outline" onClick={reload}>
          もう一度確かめる
        </Button>
      </Alert>
    );
  } else if (loading || !outcome) {
    body = <LoadingState />;
  } else if (outcome.kind === 'paid') {
    body = (
      <>
        <Text>有料会員の登録が完了しました。ありがとうございます。今日から質問を投稿できます。</Text>
        <Text>領収のメールをお送りしました。お支払いの記録は、マイページの「お支払い情報」でいつでも確かめられます。</Text>
        <Text>ほかの会員に表示されるニックネームと画像を、次の画面で登録できます。</Text>
        <Group>
          <ButtonLink to={pagePath('full-register')}>プロフィールを登録する</ButtonLink>
          <ButtonLink to={pagePath('post-question')} variant="outline">
            質問する
          </ButtonLink>
        </Group>
      </>
    );
  } else if (outcome.kind === 'not-free') {
    body = (
      <Alert color="blue" title="お申し込みは必要ありません">
        <Text>あなたは今「{outcome.label}」です。有料会員のお申し込みは必要ありません。</Text>
      </Alert>
    );
  } else if (outcome.kind === 'pending') {
    body = (
      <>
        <Alert color="orange" title="お支払いはまだ確認できていません">
          <Text>
            お支払いの確認には少し時間がかかることがあります。数分たってから「もう一度確かめる」を押してください。カード情報の入力を終えていない場合は、申し込みの画面からやり直せます。料金がかかるのは、お支払いが確認できたときだけです。
          </Text>
        </Alert>
        <Group>
          <Button onClick={reload}>もう一度確かめる</Button>
          <ButtonLink to={pagePath('paid-member-register')} variant="outline">
            申し込みの画面へ戻る
          </ButtonLink>
        </Group>
      </>
    );
  } else {
    body = (
      <>
        <Alert color="orange" title={outcome.kind === 'expired' ? 'お申し込みの期限が切れました' : 'お申し込みが見つかりません'}>
          <Text>{outcome.kind === 'expired' ? outcome.message : 'この画面は、カード情報を入力したあとに表示されます。お申し込みは、申し込みの画面から始めてください。'}</Text>
        </Alert>
        <Group>
          <ButtonLink to={pagePath('paid-member-register')}>申し込みの画面へ</ButtonLink>
        </Group>
      </>
    );
  }

  return (
    <Stack gap="xl">
      <PageHeader title="有料会員の登録完了" lead="お申し込みの結果をお知らせします。" />
      {body}
    </Stack>
  );
}
