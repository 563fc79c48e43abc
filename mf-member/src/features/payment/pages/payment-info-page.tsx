// /my-page/payment-info: membership, price and how billing and cancelling work.
import { Alert, ButtonLink, Group, LoadingState, PageHeader, Stack, pagePath } from '@hiroba/shared-ui';
import { useMemberPage } from '../../../shared/use-member-page';
import { useMember } from '../../../shared/use-member';
import { HowBillingWorks } from '../components/how-billing-works';
import { MembershipStatus } from '../components/membership-status';

export default function PaymentInfoPage() {
  useMemberPage('お支払い情報');
  const user = useMember();
  if (!user) return <LoadingState />;
  const paysMonthly = user.role === 'paid_member' && !user.is_permanent_paid_member;
  return (
    <Stack gap="xl">
      <PageHeader title="お支払い情報" lead="今の会員の種類と、お支払い・解約の方法を確かめられます。" />
      <MembershipStatus user={user} />
      {paysMonthly && (
        <Alert color="gray" title="カードと次回のお支払い日について">
          登録したカード、次回のお支払い日、解約の手続きは、お支払いの機能が整いしだい、このページに表示されます。今すぐ解約したい場合は、お問い合わせページからご連絡ください。
        </Alert>
      )}
      {user.role === 'free_member' && (
        <Group>
          <ButtonLink to={pagePath('paid-member-register')}>
            有料会員の申し込みへ進む
          </ButtonLink>
        </Group>
      )}
      <HowBillingWorks />
      {paysMonthly && (
        <Group>
          <ButtonLink to={pagePath('edit-payment-info')} variant="outline">
            お支払い方法の変更について
          </ButtonLink>
        </Group>
      )}
    </Stack>
  );
}
