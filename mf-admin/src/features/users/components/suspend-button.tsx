// アカウントを停止する: a dialog says what happens and asks the reason (kept with the account and in
// the audit record), then one call. The server's field errors land beside the reason; anything else
// in the dialog's summary.
import { useRef, useState } from 'react';
import { api, type User } from '@hiroba/api-client';
import { LIMITS } from '@hiroba/contract/fields';
import { Button, Form, FormErrorSummary, Group, List, Modal, Stack, Text, Textarea, requiredText, snackbar, useForm, useSubmitErrors } from '@hiroba/shared-ui';

interface Props {
  userId: number;
  memberName: string;
  onDone(user: User): void;
}

const REASON_LABEL = '停止の理由';

export function SuspendButton({ userId, memberName, onDone }: Props) {
  const [opened, setOpened] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { reason: '' },
    validate: { reason: requiredText(REASON_LABEL, LIMITS.suspension.reason) },
  });
  const errors = useSubmitErrors(form);
  // Two quick clicks land before React draws the button busy: the ref stops the second call.
  const sending = useRef(false);

  const close = () => {
    if (form.submitting) return;
    setOpened(false);
    form.reset();
    errors.clear();
  };

  const submit = errors.submit(async ({ reason }) => {
    if (sending.current) return;
    sending.current = true;
    try {
      const user = await api.users.suspend(userId, { reason: reason.trim() });
      setOpened(false);
      form.reset();
      snackbar.show(`${memberName}のアカウントを停止しました。`, 'success');
      onDone(user);
    } finally {
      sending.current = false;
    }
  });

  return (
    <>
      <Button color="red" onClick={() => setOpened(true)}>
        アカウントを停止する
      </Button>
      <Modal opened={opened} onClose={close} title="アカウントを停止しますか？" centered>
        <Form onSubmit={submit} noValidate>
          <Stack>
            <Text>{memberName}のアカウントを停止します。</Text>
            <List spacing="xs">
              <List.Item>本人はログインできなくなり、いまログインしている端末からもすぐにログアウトされます。</List.Item>
              <List.Item>投稿した質問やコメントはそのまま残ります。</List.Item>
              <List.Item>停止は、このページからいつでも解除できます。</List.Item>
            </List>
            <Textarea
              label={REASON_LABEL}
              description={`ほかの管理者が読む記録に残ります（${LIMITS.suspension.reason}文字まで）。本人には表示されません。`}
              required
              withAsterisk
              autosize
              minRows={3}
              data-autofocus
              {...form.getInputProps('reason')}
            />
            <FormErrorSummary messages={errors.messages} title="停止できませんでした" />
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={form.submitting}>
                やめる
              </Button>
              <Button type="submit" color="red" loading={form.submitting}>
                停止する
              </Button>
            </Group>
          </Stack>
        </Form>
      </Modal>
    </>
  );
}
