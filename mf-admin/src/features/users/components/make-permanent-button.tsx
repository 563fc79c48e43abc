// 永久有料会員にする (the server offers it with capabilities.can_make_permanent): a confirmation dialog
// says what happens, then one call. A refusal is shown beside the button, in the server's words.
import { useRef, useState } from 'react';
import { api, type User } from '@hiroba/api-client';
import { Alert, Button, Group, List, Modal, Stack, Text, errorMessage, snackbar } from '@hiroba/shared-ui';

interface Props {
  userId: number;
  /** Who is made permanent, as the dialog names them, e.g. ひろば花子さん. */
  memberName: string;
  /** Called with the updated user once the server has made them permanent. */
  onDone(user: User): void;
}

export function MakePermanentButton({ userId, memberName, onDone }: Props) {
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Two quick clicks land before React draws the button disabled: the ref stops the second call.
  const sending = useRef(false);

  async function confirm() {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setProblem(null);
    try {
      const user = await api.payments.makePermanentPaidMember(userId);
      setOpened(false);
      snackbar.show(`${memberName}を永久有料会員にしました。`, 'success');
      onDone(user);
    } catch (error) {
      setOpened(false);
      setProblem(errorMessage(error));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return (
    <Stack gap="sm" align="flex-start">
      <Button onClick={() => setOpened(true)} disabled={busy}>
        永久有料会員にする
      </Button>
      {problem && (
        <Alert color="red" title="永久有料会員にできませんでした" role="alert" w="100%">
          <Text style={{ whiteSpace: 'pre-wrap' }}>{problem}</Text>
        </Alert>
      )}
      <Modal opened={opened} onClose={() => !busy && setOpened(false)} title="永久有料会員にしますか？" centered>
        <Stack>
          <Text>{memberName}を永久有料会員にします。</Text>
          <List spacing="xs">
            <List.Item>毎月のお支払い（月額プランの自動更新）は今すぐ解約され、これ以降の請求はありません。</List.Item>
            <List.Item>有料会員のまま続き、更新や解約の手続きは要らなくなります。</List.Item>
          </List>
          <Group justify="flex-end">
            {/* Focus starts on the safe choice, so a stray Enter changes nothing. */}
            <Button variant="default" onClick={() => setOpened(false)} disabled={busy} data-autofocus>
              やめる
            </Button>
            <Button onClick={() => void confirm()} loading={busy}>
              永久有料会員にすることを確定する
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
