// /my-page/payment-info: the membership, the monthly plan (next charge, card), the payment history with
// receipts, and 解約. Everything comes from get_payment_and_subscription; what may be done is the
// server's word (capabilities).
import { api } from '@hiroba/api-client';
import { ButtonLink, Group, LoadError, LoadingState, PageHeader, Stack, pagePath, usePageData } from '@hiroba/shared-ui';
import { useMemberPage } from '../../../shared/use-member-page';
import { useMember } from '../../../shared/use-member';
import { CancelSection } from '../components/cancel-section';
import { HowBillingWorks } from '../components/how-billing-works';
import { MembershipStatus } from '../components/membership-status';
import { PaymentHistory } from '../components/payment-history';
import { SubscriptionDetails } from '../components/subscription-details';

export default function PaymentInfoPage() {
  useMemberPage('お支払い情報');
  const user = useMember();
  const overview = usePageData(() => api.payments.getPaymentAndSubscription(), []);
  if (!user) return <LoadingState />;

  let details;
  if (overview.error) details = <LoadError what="お支払い情報" error={overview.error} onRetry={overview.reload} />;
  else if (!overview.data) details = <LoadingState />;
  else {
    const { capabilities } = overview.data;
    details = (
      <>
        <SubscriptionDetails overview={overview.data} />
        {(capabilities.can_subscribe || capabilities.can_update_card) && (
          <Group>
            {capabilities.can_subscribe && <ButtonLink to={pagePath('paid-member-register')}>有料会員の申し込みへ進む</ButtonLink>}
            {capabilities.can_update_card && (
              <ButtonLink to={pagePath('edit-payment-info')} variant="outline">
                お支払いのカードを変更する
              </ButtonLink>
            )}
          </Group>
        )}
        <PaymentHistory payments={overview.data.payments} />
        <CancelSection overview={overview.data} onChanged={overview.reload} />
      </>
    );
  }

  return (
    <Stack gap="xl">
      <PageHeader title="お支払い情報" lead="今の会員の種類、毎月のお支払い、お支払いの履歴と領収書を確かめられます。" />
      <MembershipStatus user={user} />
      {details}
      <HowBillingWorks />
    </Stack>
  );
}
