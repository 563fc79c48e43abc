// 専門家を登録する (POST users/create_user_expert): an approved expert account made by an admin. No
// password is set here: the person is mailed and sets their own through パスワード再設定.
import { useNavigate } from 'react-router-dom';
import { api } from '@hiroba/api-client';
import {
  Button,
  ButtonLink,
  EmailInput,
  Form,
  FormErrorSummary,
  Group,
  Stack,
  Text,
  pagePath,
  snackbar,
  useForm,
  useSubmitErrors,
  validateEmail,
} from '@hiroba/shared-ui';
import {
  ExpertFields,
  expertBodyOf,
  expertRules,
  expertValuesOf,
  type ExpertValues,
} from '@hiroba/shared-ui/signed-in';

const FIELDS = ['name', 'title', 'qualifications', 'fields', 'profile', 'qualification_check'] as const;
const REQUIRED = ['name', 'title', 'qualifications', 'fields', 'profile'] as const;

type Values = ExpertValues & { email: string };

export function ExpertNewForm() {
  const navigate = useNavigate();
  const form = useForm<Values>({
    initialValues: { ...expertValuesOf(null), email: '' },
    validate: { ...expertRules(REQUIRED), email: validateEmail },
  });
  const errors = useSubmitErrors(form);

  const submit = errors.submit(async (values) => {
    const email = values.email.trim();
    const user = await api.expertInfos.createUserExpert({ email, ...expertBodyOf(values, FIELDS) });
    snackbar.show(
      `${user.expert_info?.name ?? values.name.trim()}さんを専門家として登録しました。${email} にお知らせのメールを送りました。ご本人が「パスワード再設定」でパスワードを決めると、ログインできます。`,
      'success',
    );
    navigate(user.expert_info ? pagePath('admin-expert-detail', { id: user.expert_info.id }) : pagePath('admin-experts'));
  });

  return (
    <Form onSubmit={submit} noValidate aria-label="専門家の登録">
      <Stack gap="lg" maw={760}>
        <Text size="sm">
          資格の確認方法と画像のほかは、すべて入力してください。登録した方は承認済みの専門家になり、専門家の一覧に載ります。パスワードはご本人が決めます（登録するとメールでお知らせします）。
        </Text>
        <EmailInput description="ご本人がログインに使うメールアドレスです。ここにお知らせのメールを送ります。" {...form.getInputProps('email')} />
        <ExpertFields form={form} fields={FIELDS} required={REQUIRED} picture={null} />
        <FormErrorSummary messages={errors.messages} title="登録できませんでした" />
        <Group>
          <Button type="submit" loading={form.submitting}>
            専門家を登録する
          </Button>
          <ButtonLink to={pagePath('admin-experts')} variant="default">
            一覧へ戻る
          </ButtonLink>
        </Group>
      </Stack>
    </Form>
  );
}
