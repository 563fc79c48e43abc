// 投稿についての同意 (docs/product.md#consent-before-the-first-post): before a member's first question,
// comment or reply, the page says plainly that what they write is public, disability and health
// details included (要配慮個人情報), advises leaving out whatever identifies anyone, and asks for an
// explicit agreement (a checkbox and a button). The server keeps the date; the remote passes the call
// (which refreshes the session, so the form appears in place of this).
import { Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { pagePath } from '@hiroba/contract/routes';
import { Form } from '../components/form';
import { FormErrorSummary } from '../components/form-error-summary';
import { RouterAnchor } from '../components/router-anchor';
import { useSubmitErrors } from '../hooks/use-submit-errors';
import { Checkbox, useForm } from '../forms/lazy-form-parts';

export const CONSENT_CHECK_MESSAGE = '投稿についての説明を読んで、同意のチェックを入れてください。';

export interface PostingConsentFormProps {
  /** Sends the agreement; resolves once the server has it. */
  onConsent(): Promise<unknown>;
  /** What the person is about to write, for the heading: 質問, コメント, 返信. */
  what?: string;
  /** The heading's level where the panel stands (the page's sections are h2). */
  headingOrder?: 2 | 3 | 4;
}

export function PostingConsentForm({ onConsent, what = '質問やコメント', headingOrder = 3 }: PostingConsentFormProps) {
  const headingId = useId();
  const form = useForm({
    // One per panel: a page may show it for the comment and a reply at once, and focus must find this one's box.
    name: `posting-consent-${headingId.replace(/[^a-zA-Z0-9]/g, '')}`,
    initialValues: { consent: false },
    validate: { consent: (value) => (value ? null : CONSENT_CHECK_MESSAGE) },
  });
  const errors = useSubmitErrors(form);
  const submit = errors.submit(async () => {
    await onConsent();
  });

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={headingOrder} size="h4" id={headingId}>
          {what}を書く前に、お読みください
        </Title>
        <List spacing="xs">
          <List.Item>質問・コメント・返信は、だれでも読める場所に公開されます。ログインしていない人や検索サイトからも読めます。</List.Item>
          <List.Item>
            障害や病気、心身の状態、通院や服薬のことなど、あなたが書いた健康や障害についての内容も、そのまま公開されます。これらは法律（個人情報保護法）で「要配慮個人情報」とされる、特に慎重な扱いが必要な情報です。
          </List.Item>
          <List.Item>
            お名前、住所、電話番号、メールアドレス、勤務先や学校、利用している施設・事業所や病院の名前など、あなたやご家族、ほかの方がだれか分かる情報は書かないでください。
          </List.Item>
          <List.Item>病名や障害の内容は、答えに必要な範囲にとどめてください。</List.Item>
        </List>
        <Text size="sm">
          同意した日は、マイページで確かめられます。くわしくは
          <RouterAnchor to={pagePath('privacy-policy')}>プライバシーポリシー</RouterAnchor>
          をご覧ください。
        </Text>
        <Form onSubmit={submit} noValidate aria-label="投稿についての同意">
          <Stack gap="sm">
            <FormErrorSummary messages={errors.messages} title="同意を送れませんでした" />
            <Checkbox
              label="上の説明を読みました。書いた内容（障害や健康のことを含む）が公開されることに同意します。"
              {...form.getInputProps('consent', { type: 'checkbox' })}
            />
            <div>
              <Button type="submit" loading={form.submitting}>
                同意して投稿に進む
              </Button>
            </div>
          </Stack>
        </Form>
      </Stack>
    </Paper>
  );
}
