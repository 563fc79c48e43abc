// /paid-member-register: the final confirmation before paying. The checkout button arrives with payments.
import { Alert, ButtonLink, Group, LoadingState, PageHeader, Stack, Text, pagePath } from '@hiroba/shared-ui';
import { membershipLabel } from '../../../shared/membership';
import { SIGN_UP_CRUMB, useMemberPage } from '../../../shared/use-member-page';
import { useMember } from '../../../shared/use-member';
import { FinalConfirmation } from '../components/final-confirmation';

export default function PaidMemberRegisterPage() {
  useMemberPage('有料会員の申し込み', [SIGN_UP_CRUMB]);
  const user = useMember();
  if (!user) return <LoadingState />;
  return (
    <Stack gap="xl">
      <PageHeader title="有料会員の申し込み" lead="有料会員になると、障害福祉について専門家やほかの会員に質問できます。" />
      {user.role === 'free_member' ? (
        <>
          <FinalConfirmation />
          <Alert color="gray" title="カードの登録について">
            <Text>
              上の内容でよろしければ、次はクレジットカードを登録します。カードを登録する画面へ進むボタンは、お支払いの機能が整いしだい、ここに表示されます。今はまだお申し込みを受け付けていないため、料金がかかることはありません。
            </Text>
          </Alert>
        </>
      ) : (
        <Alert color="blue" title="お申し込みは必要ありません">
          <Text>あなたは今「{membershipLabel(user)}」です。有料会員のお申し込みは必要ありません。</Text>
        </Alert>
      )}
      <Group>
        <ButtonLink to={pagePath('my-page')} variant="outline">
          マイページへ戻る
        </ButtonLink>
      </Group>
    </Stack>
  );
}
