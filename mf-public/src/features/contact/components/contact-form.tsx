import { api, selectUserId, useSession, type ContactBody, type ContactCreated } from '@hiroba/api-client';
import { DraftOffer, Form, Button, Group, NativeSelect, Radio, RouterAnchor, Stack, Text, TextInput, Textarea, useForm, useFormDraft, FormErrorSummary, useSubmitErrors, pagePath, requiredText, validateEmail, EmailInput } from '@hiroba/shared-ui';
import { RequiredNote } from '../../../shared/forms/required-note';
import { CONTACT_KINDS, CONTACT_KIND_LABELS, FIELD_LABELS, LIMITS, type ContactKind } from '@hiroba/contract/fields';
import { CONTACT_SUBJECTS, contactSubjectLabel, type ContactSubject } from '../lib/contact-subjects';

/** 内容: a message, where the contract's general 本文 would read oddly. */
const BODY_LABEL = '内容';
/** A removal request's body says why (docs/moderation.md#removal-requests). */
const REASON_LABEL = '削除を求める理由';
export const REMOVAL_URL_LABEL = '削除を求める投稿のURL';

interface ContactFormProps {
  initialKind: ContactKind;
  initialSubject: ContactSubject | '';
  initialEmail?: string;
  onSent(answer: ContactCreated): void;
}

export function ContactForm({ initialKind, initialSubject, initialEmail = '', onSent }: ContactFormProps) {
  const form = useForm({
    initialValues: { kind: initialKind, name: '', email: initialEmail, subject: initialSubject as ContactSubject | '', url: '', body: '' },
    validate: {
      name: requiredText(FIELD_LABELS.name, LIMITS.contact.name),
      email: validateEmail,
      subject: (value, values) => (values.kind === 'removal_request' || value ? null : 'お問い合わせの種類を選んでください。'),
      url: (value, values) => (values.kind === 'removal_request' ? requiredText(REMOVAL_URL_LABEL, LIMITS.removalRequest.url)(value) : null),
      body: (value, values) => requiredText(values.kind === 'removal_request' ? REASON_LABEL : BODY_LABEL, LIMITS.contact.body)(value),
    },
  });
  const errors = useSubmitErrors(form);
  // A visitor's copy too, kept for a shorter time (docs/product.md#drafts-kept-on-the-device).
  const person = useSession(selectUserId);
  const draft = useFormDraft(form, { form: 'contact', person });
  const removal = form.getValues().kind === 'removal_request';

  const submit = errors.submit(async (values) => {
    const removing = values.kind === 'removal_request';
    // The form field is named `subject` so the server's error for it lands beside the select.
    const payload: ContactBody = {
      kind: values.kind,
      name: values.name.trim(),
      email: values.email.trim(),
      subject: removing ? CONTACT_KIND_LABELS.removal_request : contactSubjectLabel(values.subject as ContactSubject),
      ...(removing ? { url: values.url.trim() } : {}),
      body: values.body.trim(),
    };
    const answer = await api.contacts.create(payload);
    draft.forget();
    onSent(answer);
  });

  return (
    <Form onSubmit={submit} noValidate>
      <Stack gap="md" maw={640}>
        <DraftOffer draft={draft} />
        <RequiredNote />
        <fieldset className="hiroba-plain-fieldset">
          <Text component="legend" fw={500}>
            ご用件
          </Text>
          <Radio.Group {...form.getInputProps('kind')}>
            <Group mt="xs">
              {CONTACT_KINDS.map((kind) => (
                <Radio key={kind} value={kind} label={CONTACT_KIND_LABELS[kind]} />
              ))}
            </Group>
          </Radio.Group>
        </fieldset>
        <TextInput label={FIELD_LABELS.name} description="ニックネームでもかまいません。" autoComplete="name" required withAsterisk={false} {...form.getInputProps('name')} />
        <EmailInput description="お返事をお送りするアドレスです。" {...form.getInputProps('email')} />
        {removal ? (
          <TextInput
            type="url"
            label={REMOVAL_URL_LABEL}
            description="削除を求める質問・回答・プロフィールのページのURLを、アドレス欄からコピーして貼り付けてください。"
            required
            withAsterisk={false}
            {...form.getInputProps('url')}
          />
        ) : (
          <NativeSelect
            label="お問い合わせの種類"
            required
            withAsterisk={false}
            data={[{ value: '', label: '選んでください' }, ...CONTACT_SUBJECTS.map(({ value, label }) => ({ value, label }))]}
            {...form.getInputProps('subject')}
          />
        )}
        <Textarea
          label={removal ? REASON_LABEL : BODY_LABEL}
          description={
            removal
              ? `${LIMITS.contact.body}文字まで。どの部分がなぜ困るのかをお書きください。運営が確認して対応します。`
              : `${LIMITS.contact.body}文字まで。障害や病気のことは、お返事に必要な範囲でお書きください。`
          }
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
