// アカウントの操作 on the admin's user page: 停止 / 停止の解除 / 退会させる, each offered only when the
// server says the calling admin may do it now (the activity's capabilities), each asked first.
import { useNavigate } from 'react-router-dom';
import { api, type User, type UserActivity } from '@hiroba/api-client';
import { List, Paper, Stack, Text, Title, pagePath, snackbar } from '@hiroba/shared-ui';
import { ConfirmActionButton } from './confirm-action-button';
import { SuspendButton } from './suspend-button';

const TITLE_ID = 'admin-user-actions-title';

interface Props {
  user: Pick<User, 'id' | 'role' | 'membership'>;
  memberName: string;
  capabilities: UserActivity['capabilities'] | undefined;
  loading: boolean;
  /** The user as the server answered after a suspension or a restore. */
  onUserChanged(user: User): void;
}

export function AccountActions({ user, memberName, capabilities, loading, onUserChanged }: Props) {
  const navigate = useNavigate();
  const none = capabilities && !capabilities.can_suspend && !capabilities.can_restore && !capabilities.can_withdraw;

  async function withdraw() {
    await api.users.remove(user.id);
    snackbar.show(`${memberName}を退会させました。`, 'success');
    navigate(pagePath('admin-users'));
  }

  async function restore() {
    const changed = await api.users.restore(user.id);
    snackbar.show(`${memberName}のアカウントの停止を解除しました。`, 'success');
    onUserChanged(changed);
  }

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={TITLE_ID}>
      <Stack gap="md" align="flex-start">
        <Title order={2} size="h3" id={TITLE_ID}>
          アカウントの操作
        </Title>
        {!capabilities && loading && <Text>読み込み中です…</Text>}
        {none && <Text>{user.role === 'admin' ? '管理者のアカウントは、停止や退会の操作ができません。' : 'このアカウントにできる操作はありません。'}</Text>}
        {capabilities?.can_suspend && <SuspendButton userId={user.id} memberName={memberName} onDone={onUserChanged} />}
        {capabilities?.can_restore && (
          <ConfirmActionButton
            label="停止を解除する"
            question="アカウントの停止を解除しますか？"
            confirmLabel="停止の解除を確定する"
            failedTitle="停止を解除できませんでした"
            action={restore}
          >
            <Text>{memberName}のアカウントの停止を解除します。本人はまたログインできるようになります。</Text>
          </ConfirmActionButton>
        )}
        {capabilities?.can_withdraw && (
          <ConfirmActionButton
            label="退会させる"
            question="退会させますか？"
            confirmLabel="退会させることを確定する"
            failedTitle="退会させることができませんでした"
            color="red"
            action={withdraw}
          >
            <Text>本人から退会の申し出があったときに使います。{memberName}を退会させると、元に戻せません。</Text>
            <List spacing="xs">
              <List.Item>メールアドレス、パスワード、プロフィール、いいねとお気に入りは削除されます。</List.Item>
              <List.Item>投稿した質問とコメントは、投稿者の名前なしで残ります。</List.Item>
              {user.membership?.status === 'paid' && <List.Item>有料会員の月額プランは解約され、これ以降の請求はありません。</List.Item>}
              {user.role === 'expert' && <List.Item>専門家の公開ページは表示されなくなります。</List.Item>}
            </List>
          </ConfirmActionButton>
        )}
      </Stack>
    </Paper>
  );
}
