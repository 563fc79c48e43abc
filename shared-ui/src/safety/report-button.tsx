// 通報する (docs/moderation.md#reports): a button on a question, a comment, a reply or a profile the
// server lets this person report (can_report), opening a dialog with the reasons and an optional
// note. Mantine's Modal gives role=dialog named by its title, traps focus, closes on Escape and hands
// the focus back to the button. shared-ui calls no API itself, so the page passes `send`. The
// form's code (report-form.tsx) is loaded when the button is first pointed at, focused or pressed,
// and the dialog opens once it is there, so the dialog's first reason takes the focus as usual.
import { useState } from 'react';
import type { ReportBody } from '@hiroba/api-client';
import type { ReportableKind } from '@hiroba/contract/fields';
import { Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Modal } from '../overlays/lazy-overlays';
import { lazyDialogForm, useLazyDialog } from '../overlays/lazy-dialog';
import type { ReportFormProps } from './report-form';

const reportForm = lazyDialogForm<ReportFormProps>(() => import('./report-form').then((loaded) => loaded.ReportForm));

export const REPORT_DIALOG_TITLE = '投稿を通報する';
export const REPORT_THANKS =
  '通報を受け付けました。ご協力ありがとうございます。運営が内容を確認します。通報した方のことが投稿者に知らされることはありません。';

export interface ReportButtonProps {
  kind: ReportableKind;
  id: number;
  /** What is reported, for the button's name to a screen reader: e.g. 山田さんのコメント. */
  target: string;
  /** Sends the report (api.reports.create); rejects with the server's ApiError. */
  send(body: ReportBody): Promise<unknown>;
  size?: 'xs' | 'sm';
}

export function ReportButton({ kind, id, target, send, size = 'xs' }: ReportButtonProps) {
  const { opened, Form: ReportForm, loadFailed, open, close: closeDialog, preload } = useLazyDialog(reportForm);
  const [sent, setSent] = useState(false);
  // A new form each time the dialog opens after a report went through; a failed one keeps its note.
  const [round, setRound] = useState(0);
  const close = () => {
    closeDialog();
    if (sent) {
      setSent(false);
      setRound((n) => n + 1);
    }
  };

  return (
    <>
      <Button variant="subtle" color="gray" size={size} onClick={open} onMouseEnter={preload} onFocus={preload} aria-haspopup="dialog">
        通報する<VisuallyHidden>（{target}）</VisuallyHidden>
      </Button>
      {loadFailed && (
        <Text role="alert" size="sm" c="red">
          通報の画面を読み込めませんでした。通信の状態を確かめて、もう一度お試しください。
        </Text>
      )}
      <Modal opened={opened} onClose={close} title={REPORT_DIALOG_TITLE} centered>
        {sent ? (
          <Stack gap="md">
            <Text role="status">{REPORT_THANKS}</Text>
            <Group justify="flex-end">
              <Button onClick={close} data-autofocus>
                閉じる
              </Button>
            </Group>
          </Stack>
        ) : (
          ReportForm && <ReportForm key={round} kind={kind} id={id} send={send} onSent={() => setSent(true)} onCancel={close} />
        )}
      </Modal>
    </>
  );
}
