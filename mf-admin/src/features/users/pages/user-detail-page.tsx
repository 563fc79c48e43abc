import { useState } from 'react';
import { api, type PublicUser, type User } from '@hiroba/api-client';
import { useParams } from 'react-router-dom';
import { ROLE_LABELS } from '@hiroba/contract/fields';
import { Alert, LoadError, NotFoundPage, PageHeader, RouterAnchor, Stack, Text, pagePath, usePageData, usePageTrail } from '@hiroba/shared-ui';
import { RecordLoader } from '../../../shared/components/record-loader';
import { AccountActions } from '../components/account-actions';
import { ActivitySummary } from '../components/activity-summary';
import { AuditHistory } from '../components/audit-history';
import { PaidMembershipSection } from '../components/paid-membership-section';
import { SuspensionNotice } from '../components/suspension-notice';
import { UserProfile } from '../components/user-profile';
import { KIND_TITLES, kindFrom, userDetailPath, type UserKind } from '../lib/user-kind';
import { memberName } from '../lib/member-name';
import { ADMIN_CRUMB } from '../../../shared/lib/admin-crumb';

/** /admin/users/{kind}/:id?, kind being the person's role (the route table's `:kind`). */
export default function UserDetailPage() {
  const kind = kindFrom(useParams().kind);
  if (!kind) return <NotFoundPage />;
  return <UserDetail kind={kind} />;
}

function UserDetail({ kind }: { kind: UserKind }) {
  usePageTrail(KIND_TITLES[kind], [ADMIN_CRUMB, { text: 'ユーザー', to: pagePath('admin-users') }]);

  return (
    <Stack gap="lg">
      <PageHeader title={KIND_TITLES[kind]} lead="この人の登録内容と活動です。変更が必要なときは、本人に確かめてから行ってください。" />
      <RecordLoader noun="ユーザー" get={api.users.get} listPath={pagePath('admin-users')}>
        {(user) => <UserRecord key={user.id} kind={kind} loaded={user} />}
      </RecordLoader>
    </Stack>
  );
}

/**
 * One user's record. After a change (永久有料会員にする, 停止, 停止の解除) it shows the user the server
 * answered and reads the activity again (its capabilities and the audit record have moved).
 */
function UserRecord({ kind, loaded }: { kind: UserKind; loaded: PublicUser & Partial<User> }) {
  const [user, setUser] = useState(loaded);
  const activity = usePageData((signal) => api.users.activity(user.id, { signal }), [user.id]);
  const changed = (next: User) => {
    setUser(next);
    activity.reload();
  };
  const name = memberName(user);

  return (
    <Stack gap="lg">
      {user.suspension && <SuspensionNotice suspension={user.suspension} />}
      {user.role !== kind && (
        <Alert color="yellow" title={`この人の今の役割は「${ROLE_LABELS[user.role]}」です`}>
          <Text mb="xs">このページは{ROLE_LABELS[kind]}向けの内容です。</Text>
          <RouterAnchor to={userDetailPath(user)}>{ROLE_LABELS[user.role]}のページで見る</RouterAnchor>
        </Alert>
      )}
      <UserProfile user={user} />
      {kind === 'paid_member' && <PaidMembershipSection user={user} onUserChanged={changed} />}
      {activity.error ? <LoadError what="活動の記録" error={activity.error} onRetry={activity.reload} /> : null}
      <ActivitySummary activity={activity.data} loading={activity.loading} />
      <AuditHistory entries={activity.data?.audit_logs} loading={activity.loading} />
      <AccountActions
        user={{ id: user.id, role: user.role, membership: user.membership ?? null }}
        memberName={name}
        capabilities={activity.data?.capabilities}
        loading={activity.loading}
        onUserChanged={changed}
      />
      <RouterAnchor to={pagePath('admin-users')}>ユーザーの一覧へ戻る</RouterAnchor>
    </Stack>
  );
}
