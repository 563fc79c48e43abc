// 通報する (docs/moderation.md#reports): a button on a question, a comment, a reply or a profile the
// server lets this person report (can_report), opening a dialog with the reasons and an optional
// note. Mantine's Modal gives role=dialog named by its title, traps focus, closes on Escape and hands
// the focus back to the button. shared-ui calls no API itself, so the page passes `send`.
import { useState } from 'react';
import type { ReportBody } from '@hiroba/api-client';
import { LIMITS, REPORT_REASONS, REPORT_REASON_LABELS, type ReportReason, type ReportableKind } from '@hiroba/contract/fields';
import { Button, Group, Radio, Stack, Text, Textarea, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Form } from '../components/form';
import { FormErrorSummary } from '../components/form-error-summary';
import { Modal } from '../overlays/lazy-overlays';
import { charCount, maxChars } from '../form-rules';
import { useSubmitErrors } from '../hooks/use-submit-errors';

export const REPORT_DIALOG_TITLE = '投稿を通報する';
export const REPORT_THANKS =
  '通報を受け付けました。ご協力ありがとうございます。運営が内容を確認します。通報した方のことが投稿者に知らされることはありません。';
const NOTE_LABEL = '補足（任意）';

export interface ReportButtonProps {
  kind: ReportableKind;
  id: number;
  /** What is reported, for the button's name to a screen reader: e.g. 山田さんのコメント. */
  target: string;
  /** Sends the report (api.reports.create); rejects with the server's ApiError. */
  send(body: ReportBody): Promise<unknown>;
  size?: 'xs' | 'sm';
}

interface ReportValues {
  reason: ReportReason | '';
  note: string;
}

function ReportForm({ kind, id, send, onSent, onCancel }: Pick<ReportButtonProps, 'kind' | 'id' | 'send'> & { onSent(): void; onCancel(): void }) {
  const form = useForm<ReportValues>({
    name: `report-${kind}-${id}`,
    initialValues: { reason: '', note: '' },
    validate: {
      reason: (value) => (value ? null : '通報の理由を選んでください。'),
      note: maxChars(NOTE_LABEL, LIMITS.report.note),
    },
  });
  const errors = useSubmitErrors(form);
  const note = form.getValues().note;
  const submit = errors.submit(async ({ reason, note: text }) => {
    const trimmed = text.trim();
    await send({ item_kind: kind, item_id: id, reason: reason as ReportReason, ...(trimmed ? { note: trimmed } : {}) });
    onSent();
  });

  return (
    <Form onSubmit={submit} noValidate>
      <Stack gap="md">
        {/* A fieldset and its legend: a screen reader names the choice before each reason. */}
        <fieldset className="hiroba-plain-fieldset">
          <Text component="legend" fw={500}>
            通報の理由
          </Text>
          <Radio.Group {...form.getInputProps('reason')}>
            <Stack gap="xs" mt="xs">
              {REPORT_REASONS.map((reason) => (
                <Radio key={reason} value={reason} label={REPORT_REASON_LABELS[reason]} data-autofocus={reason === REPORT_REASONS[0] || undefined} />
              ))}
            </Stack>
          </Radio.Group>
        </fieldset>
        <Textarea
          label={NOTE_LABEL}
          description={`気になった点があればお書きください。${LIMITS.report.note}文字まで（いま ${charCount(note.trim())}文字）`}
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps('note')}
        />
        <FormErrorSummary messages={errors.messages} title="通報できませんでした" />
        <Group justify="flex-end">
          <Button type="button" variant="default" onClick={onCancel}>
            キャンセル
          </Button>
          <Button type="submit" color="red" loading={form.submitting}>
            通報する
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}

export function ReportButton({ kind, id, target, send, size = 'xs' }: ReportButtonProps) {
  const [opened, setOpened] = useState(false);
  const [sent, setSent] = useState(false);
  // A new form each time the dialog opens after a report went through; a failed one keeps its note.
  const [round, setRound] = useState(0);
  const close = () => {
    setOpened(false);
    if (sent) {
      setSent(false);
      setRound((n) => n + 1);
    }
  };

  return (
    <>
      <Button variant="subtle" color="gray" size={size} onClick={() => setOpened(true)} aria-haspopup="dialog">
        通報する<VisuallyHidden>（{target}）</VisuallyHidden>
      </Button>
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
          <ReportForm key={round} kind={kind} id={id} send={send} onSent={() => setSent(true)} onCancel={close} />
        )}
      </Modal>
    </>
  );
}
