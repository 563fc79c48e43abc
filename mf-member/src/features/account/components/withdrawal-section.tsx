// 退会 at the bottom of /my-page/edit-info: what happens, then a confirmation dialog.
import { useState } from 'react';
import type { User } from '@hiroba/api-client';
import { Alert, Button, List, Text, Title, errorMessage } from '@hiroba/shared-ui';
import { ConfirmDialog } from '@hiroba/shared-ui/signed-in';
import { withdraw } from '../api/withdraw';

export function WithdrawalSection({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await withdraw(user.id);
    } catch (e) {
      setError(errorMessage(e));
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="withdrawal-title">
      <Title order={2} id="withdrawal-title" size="h3">
        退会について
      </Title>
      <Text mt="sm">退会すると、次のようになります。</Text>
      <List mt="xs" spacing="xs">
        <List.Item>有料会員のお支払い（毎月の自動更新）は解約され、それ以降の請求はありません。</List.Item>
        <List.Item>投稿した質問やコメントは残りますが、投稿者の名前は表示されなくなります。</List.Item>
        <List.Item>メールアドレス、ニックネーム、プロフィール画像などの個人情報は削除されます。</List.Item>
        <List.Item>退会したあとで元に戻すことはできません。</List.Item>
      </List>
      <Button mt="md" color="red" variant="outline" onClick={() => setOpen(true)}>
        退会する
      </Button>
      <ConfirmDialog
        opened={open}
        onClose={() => setOpen(false)}
        title="本当に退会しますか？"
        confirmLabel="退会を確定する"
        confirmColor="red"
        onConfirm={() => void confirm()}
        busy={busy}
      >
        <Text>退会すると、アカウントは元に戻せません。よろしければ「退会を確定する」を押してください。</Text>
        {error && (
          <Alert color="red" title="退会できませんでした">
            {error}
          </Alert>
        )}
      </ConfirmDialog>
    </section>
  );
}
