import { useState } from 'react';
import { api, type PublicUser, type User } from '@hiroba/api-client';
import { useParams } from 'react-router-dom';
import { Alert, NotFoundPage, PageHeader, RouterAnchor, Stack, pagePath, usePageTrail } from '@hiroba/shared-ui';
import { RecordLoader } from '../../../shared/components/record-loader';
import { PaidMembershipSection } from '../components/paid-membership-section';
import { UserProfile } from '../components/user-profile';
import { ADMIN_CRUMB } from '../../../shared/lib/admin-crumb';

const TITLE = { expert: '専門家ユーザーの詳細', paid_member: '会員の詳細' } as const;
type Kind = keyof typeof TITLE;

/** /admin/users/expert/:id? or /admin/users/paid_member/:id? (the route table's `:kind`). */
export default function UserDetailPage() {
  const { kind } = useParams();
  if (kind !== 'expert' && kind !== 'paid_member') return <NotFoundPage />;
  return <UserDetail kind={kind} />;
}

function UserDetail({ kind }: { kind: Kind }) {
  usePageTrail(TITLE[kind], [ADMIN_CRUMB, { text: 'ユーザー', to: pagePath('admin-users') }]);

  return (
    <Stack gap="lg">
      <PageHeader title={TITLE[kind]} lead="この人の登録内容です。変更が必要なときは、本人に確かめてから行ってください。" />
      <RecordLoader noun="ユーザー" get={api.users.get} listPath={pagePath('admin-users')}>
        {(user) => <UserRecord key={user.id} kind={kind} loaded={user} />}
      </RecordLoader>
    </Stack>
  );
}

/** One user's record; after a change (永久有料会員にする) it shows the user the server answered. */
function UserRecord({ kind, loaded }: { kind: Kind; loaded: PublicUser & Partial<User> }) {
  const [user, setUser] = useState(loaded);
  return (
    <Stack gap="lg">
      {kind === 'expert' && user.role !== 'expert' && (
        <Alert color="yellow" title="この人は専門家ではありません">
          今の役割に合った内容を表示しています。
        </Alert>
      )}
      <UserProfile user={user} />
      {kind === 'paid_member' && <PaidMembershipSection user={user} onUserChanged={setUser} />}
      <RouterAnchor to={pagePath('admin-users')}>ユーザーの一覧へ戻る</RouterAnchor>
    </Stack>
  );
}
