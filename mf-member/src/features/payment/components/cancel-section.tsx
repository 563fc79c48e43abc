// 解約 asks once more, then ends the membership at the end of the paid period and lands on
// /unsubscribed; before then the member can take it back. Offered only when the server says so.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, refreshUser, type PaymentOverview } from '@hiroba/api-client';
import { Alert, Button, Text, Title, errorMessage, formatDate, pagePath, snackbar } from '@hiroba/shared-ui';
import { ConfirmDialog } from '@hiroba/shared-ui/signed-in';

export function CancelSection({ overview, onChanged }: { overview: PaymentOverview; onChanged: () => void }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { can_cancel: canCancel, can_resume: canResume } = overview.capabilities;
  if (!canCancel && !canResume) return null;
  const until = formatDate(overview.subscription?.current_period_end);

  async function send(action: 'cancel' | 'resume') {
    setBusy(true);
    setError(null);
    try {
      await api.payments.cancelSubscription({ action });
      await refreshUser();
      if (action === 'cancel') {
        navigate(pagePath('unsubscribed'));
        return;
      }
      snackbar.show('解約を取り消しました。これまでどおり毎月自動で更新されます。', 'success');
      onChanged();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="cancel-title">
      <Title order={2} id="cancel-title" size="h3">
        解約
      </Title>
      {error && !open && (
        <Alert mt="sm" color="red" title="手続きができませんでした" role="alert">
          {error}
        </Alert>
      )}
      {canResume ? (
        <>
          <Text mt="sm">解約の手続きは済んでいます。{until}までは有料会員として質問を投稿できます。その日までなら、解約を取り消して続けられます。</Text>
          <Button mt="md" onClick={() => send('resume')} loading={busy}>
            解約を取り消す
          </Button>
        </>
      ) : (
        <>
          <Text mt="sm">解約すると、次回からお支払いはありません。お支払い済みの{until}までは、有料会員として利用できます。</Text>
          <Button mt="md" color="red" variant="outline" onClick={() => setOpen(true)}>
            解約する
          </Button>
        </>
      )}
      <ConfirmDialog
        opened={open}
        onClose={() => setOpen(false)}
        title="有料会員を解約しますか？"
        confirmLabel="解約を確定する"
        confirmColor="red"
        onConfirm={() => void send('cancel')}
        busy={busy}
      >
        <Text>{until}まで有料会員として利用でき、その後は無料会員に戻ります。次回からお支払いはありません。</Text>
        {error && (
          <Alert color="red" title="解約できませんでした" role="alert">
            {error}
          </Alert>
        )}
      </ConfirmDialog>
    </section>
  );
}
