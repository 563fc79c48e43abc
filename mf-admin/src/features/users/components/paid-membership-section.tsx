// The paid membership part of /admin/users/paid_member/:id: the payment overview the server answers
// for this user (users/get_payment_and_subscription), read again after the admin changes it.
import { api, type PublicUser, type User } from '@hiroba/api-client';
import { LoadError, LoadingState, Stack, usePageData } from '@hiroba/shared-ui';
import { memberName } from '../lib/member-name';
import { MembershipChanges } from './membership-changes';
import { MembershipPanel } from './membership-panel';
import { PaymentHistoryTable } from './payment-history-table';

type Member = Pick<PublicUser, 'id' | 'user_information'>;

interface Props {
  user: Member;
  /** The user as the server answered after a change (the profile above shows it). */
  onUserChanged(user: User): void;
}

export function PaidMembershipSection({ user, onUserChanged }: Props) {
  const { data, error, reload } = usePageData((signal) => api.payments.getPaymentAndSubscription({ user_id: user.id }, { signal }), [user.id]);

  if (error) return <LoadError what="お支払いの情報" error={error} onRetry={reload} />;
  // While reloading after a change, the last overview stays on screen.
  if (!data) return <LoadingState label="お支払いの情報を読み込み中" />;
  return (
    <Stack gap="lg">
      <MembershipPanel
        overview={data}
        memberName={memberName(user)}
        onMadePermanent={(changed) => {
          onUserChanged(changed);
          reload();
        }}
      />
      <PaymentHistoryTable payments={data.payments} />
      <MembershipChanges changes={data.changes} />
    </Stack>
  );
}
