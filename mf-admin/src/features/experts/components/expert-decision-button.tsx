// One decision the server offers (next_statuses): the button opens a dialog that says what happens,
// asks the reason (required for 非承認 and 停止) and says it is mailed to the person; then one call.
// The server's errors land beside the reason, or above the buttons when they belong to no field.
import { useRef, useState } from 'react';
import { api, type ExpertInfo, type ExpertStatus } from '@hiroba/api-client';
import { EXPERT_STATUS_ACTIONS, LIMITS } from '@hiroba/contract/fields';
import {
  Button,
  Form,
  FormErrorSummary,
  Group,
  Modal,
  Stack,
  Text,
  Textarea,
  charCount,
  maxChars,
  requiredText,
  snackbar,
  useForm,
  useSubmitErrors,
} from '@hiroba/shared-ui';
import { DECISIONS, reasonRequired } from '../lib/decisions';

interface Props {
  expert: ExpertInfo;
  status: ExpertStatus;
  onDecided(expert: ExpertInfo): void;
}

export function ExpertDecisionButton({ expert, status, onDecided }: Props) {
  const [opened, setOpened] = useState(false);
  const decision = DECISIONS[status];
  const required = reasonRequired(status);
  const form = useForm({
    initialValues: { reason: '' },
    validate: { reason: (required ? requiredText : maxChars)('理由', LIMITS.expert.reason) },
  });
  const errors = useSubmitErrors(form);
  // Two quick clicks land before React draws the button busy: the ref stops the second call.
  const sending = useRef(false);

  const open = () => {
    form.reset();
    errors.clear();
    setOpened(true);
  };

  const submit = errors.submit(async ({ reason }) => {
    if (sending.current) return;
    sending.current = true;
    try {
      const text = reason.trim();
      const decided = await api.expertInfos.changeStatus({ id: expert.id, status, ...(text && { reason: text }) });
      setOpened(false);
      snackbar.show(`${expert.name}さん${decision.done}ご本人にメールでお知らせしました。`, 'success');
      onDecided(decided);
    } finally {
      sending.current = false;
    }
  });

  return (
    <div>
      <Button onClick={open} variant={status === 'approved' ? 'filled' : 'outline'} color={status === 'approved' ? undefined : 'red.2'}>
        {EXPERT_STATUS_ACTIONS[status]}
      </Button>
      {/* Drawn inside the admin frame rather than at the end of <body>, so the frame's dark palette
          (admin.css) colours the dialog too: the portal's default dark colours fail AA contrast. */}
      <Modal opened={opened} onClose={() => !form.submitting && setOpened(false)} title={decision.title} centered size="lg" withinPortal={false}>
        <Form onSubmit={submit} noValidate aria-label={decision.title}>
          <Stack>
            <Text>
              {expert.name}さん{decision.lead}
            </Text>
            <Text>{decision.effect}</Text>
            <Textarea
              label="理由"
              description={`${required ? '必ず入力してください。' : 'なくてもかまいません。'}ご本人へのメールに、この理由を書いてお知らせします。${LIMITS.expert.reason}文字まで（いま ${charCount(form.values.reason)}文字）`}
              required={required}
              withAsterisk={false}
              autosize
              minRows={3}
              data-autofocus
              {...form.getInputProps('reason')}
            />
            <FormErrorSummary messages={errors.messages} title="状態を変えられませんでした" />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)} disabled={form.submitting}>
                やめる
              </Button>
              <Button type="submit" loading={form.submitting}>
                {decision.confirm}
              </Button>
            </Group>
          </Stack>
        </Form>
      </Modal>
    </div>
  );
}
