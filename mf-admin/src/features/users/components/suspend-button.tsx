// アカウントを停止する: a dialog says what happens and asks the reason (kept with the account and in
// the audit record), then one call.
import { api, type User } from '@hiroba/api-client';
import { LIMITS } from '@hiroba/contract/fields';
import { List, Text, snackbar } from '@hiroba/shared-ui';
import { ReasonActionButton } from '../../../shared/components/reason-action-button';

interface Props {
  userId: number;
  memberName: string;
  onDone(user: User): void;
}

export function SuspendButton({ userId, memberName, onDone }: Props) {
  return (
    <ReasonActionButton
      label="アカウントを停止する"
      color="red"
      title="アカウントを停止しますか？"
      reason={{
        label: '停止の理由',
        description: () => `ほかの管理者が読む記録に残ります（${LIMITS.suspension.reason}文字まで）。本人には表示されません。`,
        required: true,
        withAsterisk: true,
        max: LIMITS.suspension.reason,
      }}
      confirmLabel="停止する"
      confirmColor="red"
      failedTitle="停止できませんでした"
      send={async (reason) => {
        const user = await api.users.suspend(userId, { reason });
        snackbar.show(`${memberName}のアカウントを停止しました。`, 'success');
        onDone(user);
      }}
    >
      <Text>{memberName}のアカウントを停止します。</Text>
      <List spacing="xs">
        <List.Item>本人はログインできなくなり、いまログインしている端末からもすぐにログアウトされます。</List.Item>
        <List.Item>投稿した質問やコメントはそのまま残ります。</List.Item>
        <List.Item>停止は、このページからいつでも解除できます。</List.Item>
      </List>
    </ReasonActionButton>
  );
}
