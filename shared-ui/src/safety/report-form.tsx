// The report dialog's form (report-button.tsx): the reasons and the note. Loaded with the first
// opening of a report dialog, not with shared-ui: most readers never report anything.
import type { ReportBody } from '@hiroba/api-client';
import { LIMITS, REPORT_REASONS, REPORT_REASON_LABELS, type ReportReason, type ReportableKind } from '@hiroba/contract/fields';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Form } from '../components/form';
// The form parts, as every form of shared-ui takes them (the dialog fetches them with this form).
import { Radio, Textarea, useForm } from '../forms/lazy-form-parts';
import { FormErrorSummary } from '../components/form-error-summary';
import { charCount, maxChars } from '../form-rules';
import { useSubmitErrors } from '../hooks/use-submit-errors';

const NOTE_LABEL = '補足（任意）';

export interface ReportFormProps {
  kind: ReportableKind;
  id: number;
  send(body: ReportBody): Promise<unknown>;
  onSent(): void;
  onCancel(): void;
}

interface ReportValues {
  reason: ReportReason | '';
  note: string;
}

export function ReportForm({ kind, id, send, onSent, onCancel }: ReportFormProps) {
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
