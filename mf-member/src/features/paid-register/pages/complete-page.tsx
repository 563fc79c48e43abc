// /paid-member-register/complete: shown after checkout; confirms paid status with the server.
import {
  Alert,
  Button,
  ButtonLink,
  Group,
  LoadingState,
  PageHeader,
  Stack,
  Text,
  usePageData,
  errorMessage,
  pagePath,
} from '@hiroba/shared-ui';
import { refreshUser } from '@hiroba/api-client';
import { membershipLabel } from '../../../shared/membership';
import { PAID_REGISTER_CRUMB, SIGN_UP_CRUMB, useMemberPage } from '../../../shared/use-member-page';

export default function CompletePage() {
  useMemberPage('有料会員の登録完了', [SIGN_UP_CRUMB, PAID_REGISTER_CRUMB]);
  // The server decides paid status from the provider's events, so it is asked again instead of
  // trusting the redirect back from checkout.
  const { data: user, error, loading, reload } = usePageData(() => refreshUser(), []);

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
  } else if (loading || !user) {
    body = <LoadingState />;
  } else if (user.role === 'paid_member') {
    body = (
      <>
        <Text>有料会員の登録が完了しました。ありがとうございます。今日から質問を投稿できます。</Text>
        <Text>ほかの会員に表示されるニックネームと画像を、次の画面で登録できます。</Text>
        <Group>
          <ButtonLink to={pagePath('full-register')}>
            プロフィールを登録する
          </ButtonLink>
          <ButtonLink to={pagePath('post-question')} variant="outline">
            質問する
          </ButtonLink>
        </Group>
      </>
    );
  } else if (user.role !== 'free_member') {
    body = (
      <Alert color="blue" title="お申し込みは必要ありません">
        <Text>あなたは今「{membershipLabel(user)}」です。有料会員のお申し込みは必要ありません。</Text>
      </Alert>
    );
  } else {
    body = (
      <>
        <Alert color="orange" title="お支払いはまだ確認できていません">
          <Text>
            お支払いの確認には少し時間がかかることがあります。数分たってから「もう一度確かめる」を押してください。お申し込みをやめた場合、料金はかかりません。
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
  }

  return (
    <Stack gap="xl">
      <PageHeader title="有料会員の登録完了" lead="お申し込みの結果をお知らせします。" />
      {body}
    </Stack>
  );
}
