// /my-page/edit-payment-info: changing the card; the provider's card screen arrives with payments.
import { Alert, LoadingState, PageHeader, RouterAnchor, Stack, Text, pagePath } from '@hiroba/shared-ui';
import { MY_PAGE_CRUMB, useMemberPage } from '../../../shared/use-member-page';
import { useMember } from '../../../shared/use-member';
import { MembershipStatus } from '../components/membership-status';

export default function EditPaymentInfoPage() {
  useMemberPage('お支払い方法の変更', [MY_PAGE_CRUMB, { text: 'お支払い情報', to: pagePath('payment-info') }]);
  const user = useMember();
  if (!user) return <LoadingState />;
  const paysMonthly = user.role === 'paid_member' && !user.is_permanent_paid_member;
  return (
    <Stack gap="xl">
      <PageHeader title="お支払い方法の変更" lead="毎月のお支払いに使うクレジットカードを変えるためのページです。" />
      <MembershipStatus user={user} />
      {paysMonthly ? (
        <Alert color="gray" title="カードの変更について">
          <Text>
            カードの変更は、決済会社の安全な画面で行います。その画面へ進むボタンは、お支払いの機能が整いしだい、ここに表示されます。カード番号がこのサイトに保存されることはありません。
          </Text>
        </Alert>
      ) : (
        <Text>
          今の会員の種類では、登録しているカードはありません。お支払いのしくみは
          <RouterAnchor to={pagePath('payment-info')}>お支払い情報</RouterAnchor>でご確認ください。
        </Text>
      )}
    </Stack>
  );
}
