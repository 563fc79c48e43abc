// A button whose action is asked first: the dialog says what will happen, focus starts on やめる so
// a stray Enter changes nothing, and one call is sent however quickly the confirm is clicked. A
// refusal is shown beside the button, in the server's words.
import { useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, errorMessage } from '@hiroba/shared-ui';

interface Props {
  label: string;
  /** The dialog's title, a question. */
  question: string;
  confirmLabel: string;
  /** The alert's title when the server refuses. */
  failedTitle: string;
  color?: string;
  children: ReactNode;
  action(): Promise<void>;
}

export function ConfirmActionButton({ label, question, confirmLabel, failedTitle, color, children, action }: Props) {
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const sending = useRef(false);

  async function confirm() {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setProblem(null);
    try {
      await action();
      setOpened(false);
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
      <Button color={color} variant={color ? 'filled' : 'default'} onClick={() => setOpened(true)} disabled={busy}>
        {label}
      </Button>
      {problem && (
        <Alert color="red" title={failedTitle} role="alert" w="100%">
          <Text style={{ whiteSpace: 'pre-wrap' }}>{problem}</Text>
        </Alert>
      )}
      <Modal opened={opened} onClose={() => !busy && setOpened(false)} title={question} centered>
        <Stack>
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)} disabled={busy} data-autofocus>
              やめる
            </Button>
            <Button color={color} onClick={() => void confirm()} loading={busy}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
