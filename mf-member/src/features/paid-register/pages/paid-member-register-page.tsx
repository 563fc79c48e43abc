// /paid-member-register: the final confirmation 特定商取引法 12条の6 requires, the explicit agreement,
// then the card payment (the provider's card form, or the card kept from an earlier membership).
import { useNavigate } from 'react-router-dom';
import { api } from '@hiroba/api-client';
import { Alert, ButtonLink, Group, LoadError, LoadingState, PageHeader, Stack, Text, pagePath, usePageData } from '@hiroba/shared-ui';
import { membershipLabel } from '../../../shared/membership';
import { SIGN_UP_CRUMB, useMemberPage } from '../../../shared/use-member-page';
import { useMember } from '../../../shared/use-member';
import { FinalConfirmation } from '../components/final-confirmation';
import { SubscribeForm } from '../components/subscribe-form';

export default function PaidMemberRegisterPage() {
  useMemberPage('有料会員の申し込み', [SIGN_UP_CRUMB]);
  const user = useMember();
  const navigate = useNavigate();
  const free = user?.role === 'free_member';
  // The server says whether a card is kept from an earlier membership.
  const overview = usePageData(() => (free ? api.payments.getPaymentAndSubscription() : Promise.resolve(null)), [free]);
  if (!user) return <LoadingState />;

  let body;
  if (!free) {
    body = (
      <Alert color="blue" title="お申し込みは必要ありません">
        <Text>あなたは今「{membershipLabel(user)}」です。有料会員のお申し込みは必要ありません。</Text>
      </Alert>
    );
  } else if (overview.error) {
    body = <LoadError error={overview.error} onRetry={overview.reload} />;
  } else if (overview.loading || !overview.data) {
    body = <LoadingState />;
  } else {
    const savedCard = overview.data.capabilities.can_resubscribe_with_card ? overview.data.card_on_file : null;
    body = (
      <>
        <FinalConfirmation />
        <SubscribeForm savedCard={savedCard} onSubscribed={() => navigate(pagePath('paid-member-register-complete'))} />
      </>
    );
  }

  return (
    <Stack gap="xl">
      <PageHeader title="有料会員の申し込み" lead="有料会員になると、障害福祉について専門家やほかの会員に質問できます。" />
      {body}
      <Group>
        <ButtonLink to={pagePath('my-page')} variant="outline">
          マイページへ戻る
        </ButtonLink>
      </Group>
    </Stack>
  );
}
