// A button whose action is asked first (ConfirmDialog: what will happen, focus on やめる), and one
// call is sent however quickly the confirm is clicked. A refusal is shown beside the button, in the
// server's words.
import { useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Stack, Text, errorMessage } from '@hiroba/shared-ui';
import { ConfirmDialog } from '@hiroba/shared-ui/signed-in';

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
      <ConfirmDialog
        opened={opened}
        onClose={() => setOpened(false)}
        title={question}
        confirmLabel={confirmLabel}
        confirmColor={color}
        onConfirm={() => void confirm()}
        busy={busy}
      >
        {children}
      </ConfirmDialog>
    </Stack>
  );
}
