// The question asked before an action that is not lightly undone (退会, 解約, an admin's account
// actions): what will happen, then やめる and the action. Focus starts on やめる, so a stray Enter
// changes nothing; while the action is sent, the dialog stays and neither button can be pressed again.
import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack } from '@hiroba/shared-ui';

export interface ConfirmDialogProps {
  opened: boolean;
  onClose(): void;
  /** The dialog's title, a question. */
  title: string;
  confirmLabel: string;
  confirmColor?: string;
  onConfirm(): void;
  /** The action is being sent. */
  busy: boolean;
  /** What will happen (and the server's refusal, when it came). */
  children: ReactNode;
}

export function ConfirmDialog({ opened, onClose, title, confirmLabel, confirmColor, onConfirm, busy, children }: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={() => !busy && onClose()} title={title} centered>
      <Stack>
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy} data-autofocus>
            やめる
          </Button>
          <Button color={confirmColor} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
