// 専門家を登録する (POST users/create_user_expert): an approved expert account made by an admin. No
// password is set here: the person is mailed and sets their own through パスワード再設定.
import { useNavigate } from 'react-router-dom';
import { api, selectUserId, useSession } from '@hiroba/api-client';
import { ButtonLink, EmailInput, pagePath, snackbar, validateEmail } from '@hiroba/shared-ui';
import { ExpertForm, expertBodyOf, expertValuesOf } from '@hiroba/shared-ui/signed-in';

const FIELDS = ['name', 'title', 'qualifications', 'fields', 'profile', 'qualification_check'] as const;
const REQUIRED = ['name', 'title', 'qualifications', 'fields', 'profile'] as const;

export function ExpertNewForm() {
  const navigate = useNavigate();
  const person = useSession(selectUserId);
  return (
    <ExpertForm
      label="専門家の登録"
      draftOf={{ form: 'admin-expert', person, object: 'new' }}
      initialValues={{ ...expertValuesOf(null), email: '' }}
      rules={{ email: validateEmail }}
      fields={FIELDS}
      required={REQUIRED}
      picture={null}
      note="資格の確認方法と画像のほかは、すべて入力してください。登録した方は承認済みの専門家になり、専門家の一覧に載ります。パスワードはご本人が決めます（登録するとメールでお知らせします）。"
      lead={(form) => <EmailInput description="ご本人がログインに使うメールアドレスです。ここにお知らせのメールを送ります。" {...form.getInputProps('email')} />}
      submitLabel="専門家を登録する"
      failTitle="登録できませんでした"
      actions={
        <ButtonLink to={pagePath('admin-experts')} variant="default">
          一覧へ戻る
        </ButtonLink>
      }
      onSubmit={async (values) => {
        const email = values.email.trim();
        const user = await api.expertInfos.createUserExpert({ email, ...expertBodyOf(values, FIELDS) });
        snackbar.show(
          `${user.expert_info?.name ?? values.name.trim()}さんを専門家として登録しました。${email} にお知らせのメールを送りました。ご本人が「パスワード再設定」でパスワードを決めると、ログインできます。`,
          'success',
        );
        navigate(user.expert_info ? pagePath('admin-expert-detail', { id: user.expert_info.id }) : pagePath('admin-experts'));
      }}
    />
  );
}
