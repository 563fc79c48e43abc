import { api } from '@hiroba/api-client';
import { Button, Group, NativeSelect, RouterAnchor, Stack, Text, TextInput, Textarea, useForm, FormErrorSummary, focusFirstError, useSubmitErrors, pagePath } from '@hiroba/shared-ui';
import { RequiredNote } from '../../../shared/forms/required-note';
import { requireText, validateEmail } from '../../../shared/forms/validators';
import { CONTACT_KINDS, contactKindLabel, type ContactKind } from '../lib/contact-kinds';

export const CONTACT_NAME_MAX = 50;
export const CONTACT_BODY_MAX = 4000;

interface ContactFormProps {
  initialKind: ContactKind | '';
  initialEmail?: string;
  onSent(): void;
}

export function ContactForm({ initialKind, initialEmail = '', onSent }: ContactFormProps) {
  const form = useForm({
    initialValues: { name: '', email: initialEmail, subject: initialKind as ContactKind | '', body: '' },
    validate: {
      name: (value) =>
        requireText('お名前')(value) ??
        (value.trim().length > CONTACT_NAME_MAX ? `お名前は${CONTACT_NAME_MAX}文字以内で入力してください。` : null),
      email: validateEmail,
      subject: (value) => (value ? null : 'お問い合わせの種類を選んでください。'),
      body: (value) =>
        requireText('内容')(value) ??
        (value.trim().length > CONTACT_BODY_MAX ? `内容は${CONTACT_BODY_MAX}文字以内で入力してください。` : null),
    },
  });
  const errors = useSubmitErrors(form);

  const submit = form.onSubmit(
    async (values) => {
      errors.clear();
      try {
        // The server requires a subject that api-client's ContactBody does not list yet; a variable
        // (not a literal) passes it through the typed call. The form field is named `subject` so the
        // server's error for it lands beside the select.
        const payload = {
          name: values.name.trim(),
          email: values.email.trim(),
          subject: contactKindLabel(values.subject as ContactKind),
          body: values.body.trim(),
        };
        await api.contacts.create(payload);
        onSent();
      } catch (error) {
        errors.show(error);
      }
    },
    (fieldErrors) => focusFirstError(form, fieldErrors),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={640}>
        <RequiredNote />
        <TextInput label="お名前" description="ニックネームでもかまいません。" autoComplete="name" required withAsterisk={false} {...form.getInputProps('name')} />
        <TextInput
          label="メールアドレス"
          description="お返事をお送りするアドレスです。"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          withAsterisk={false}
          {...form.getInputProps('email')}
        />
        <NativeSelect
          label="お問い合わせの種類"
          required
          withAsterisk={false}
          data={[{ value: '', label: '選んでください' }, ...CONTACT_KINDS.map(({ value, label }) => ({ value, label }))]}
          {...form.getInputProps('subject')}
        />
        <Textarea
          label="内容"
          description={`${CONTACT_BODY_MAX}文字まで。障害や病気のことは、お返事に必要な範囲でお書きください。`}
          autosize
          minRows={6}
          required
          withAsterisk={false}
          {...form.getInputProps('body')}
        />
        <Text size="sm">
          いただいた内容は、<RouterAnchor to={pagePath('privacy-policy')}>プライバシーポリシー</RouterAnchor>に従い、お返事のためだけに使います。
        </Text>
        <FormErrorSummary messages={errors.messages} />
        <Group>
          <Button type="submit" size="md" loading={form.submitting}>
            送信する
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
