import { api, selectUserId, useSession } from '@hiroba/api-client';
import { DraftOffer, Form, Button, Group, NativeSelect, RouterAnchor, Stack, Text, TextInput, Textarea, useForm, useFormDraft, FormErrorSummary, useSubmitErrors, pagePath, requiredText, validateEmail, EmailInput } from '@hiroba/shared-ui';
import { RequiredNote } from '../../../shared/forms/required-note';
import { FIELD_LABELS, LIMITS } from '@hiroba/contract/fields';
import { CONTACT_KINDS, contactKindLabel, type ContactKind } from '../lib/contact-kinds';

/** 内容: a message, where the contract's general 本文 would read oddly. */
const BODY_LABEL = '内容';

interface ContactFormProps {
  initialKind: ContactKind | '';
  initialEmail?: string;
  onSent(): void;
}

export function ContactForm({ initialKind, initialEmail = '', onSent }: ContactFormProps) {
  const form = useForm({
    initialValues: { name: '', email: initialEmail, subject: initialKind as ContactKind | '', body: '' },
    validate: {
      name: requiredText(FIELD_LABELS.name, LIMITS.contact.name),
      email: validateEmail,
      subject: (value) => (value ? null : 'お問い合わせの種類を選んでください。'),
      body: requiredText(BODY_LABEL, LIMITS.contact.body),
    },
  });
  const errors = useSubmitErrors(form);
  // A visitor's copy too, kept for a shorter time (docs/product.md#drafts-kept-on-the-device).
  const person = useSession(selectUserId);
  const draft = useFormDraft(form, { form: 'contact', person });

  const submit = errors.submit(async (values) => {
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
    draft.forget();
    onSent();
  });

  return (
    <Form onSubmit={submit} noValidate>
      <Stack gap="md" maw={640}>
        <DraftOffer draft={draft} />
        <RequiredNote />
        <TextInput label={FIELD_LABELS.name} description="ニックネームでもかまいません。" autoComplete="name" required withAsterisk={false} {...form.getInputProps('name')} />
        <EmailInput description="お返事をお送りするアドレスです。" {...form.getInputProps('email')} />
        <NativeSelect
          label="お問い合わせの種類"
          required
          withAsterisk={false}
          data={[{ value: '', label: '選んでください' }, ...CONTACT_KINDS.map(({ value, label }) => ({ value, label }))]}
          {...form.getInputProps('subject')}
        />
        <Textarea
          label={BODY_LABEL}
          description={`${LIMITS.contact.body}文字まで。障害や病気のことは、お返事に必要な範囲でお書きください。`}
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
    </Form>
  );
}
