// 登録内容を直す (PATCH users/update_user_expert): an approved or suspended expert's e-mail and
// profile, changed together by an admin. The e-mail is sent only when it changed.
import { useState } from 'react';
import { api, selectUserId, useSession, type ExpertInfo } from '@hiroba/api-client';
import { EmailInput, LoadError, LoadingState, Paper, Title, snackbar, usePageData, validateEmail } from '@hiroba/shared-ui';
import { ExpertForm, expertBodyOf, expertValuesOf } from '@hiroba/shared-ui/signed-in';

const TITLE_ID = 'admin-expert-account-title';
const FIELDS = ['name', 'title', 'qualifications', 'fields', 'profile', 'qualification_check'] as const;
const REQUIRED = ['name'] as const;

interface Props {
  expert: ExpertInfo & { user_id: number };
  onSaved(expert: ExpertInfo): void;
}

export function ExpertAccountSection({ expert, onSaved }: Props) {
  const { data: user, error, reload } = usePageData((signal) => api.users.get(expert.user_id, { signal }), [expert.user_id]);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={TITLE_ID}>
      <Title order={2} size="h3" mb="md" id={TITLE_ID}>
        登録内容を直す
      </Title>
      {error ? <LoadError what="メールアドレス" error={error} onRetry={reload} /> : null}
      {!user && !error && <LoadingState label="登録内容を読み込み中" />}
      {user && <ExpertAccountForm expert={expert} email={user.email ?? ''} onSaved={onSaved} />}
    </Paper>
  );
}

function ExpertAccountForm({ expert, email, onSaved }: Props & { email: string }) {
  const [savedEmail, setSavedEmail] = useState(email);
  const person = useSession(selectUserId);
  return (
    <ExpertForm
      labelledBy={TITLE_ID}
      draftOf={{ form: 'admin-expert', person, object: expert.id }}
      initialValues={{ ...expertValuesOf(expert), email }}
      rules={{ email: validateEmail }}
      fields={FIELDS}
      required={REQUIRED}
      picture={expert.profile_image}
      note="お名前とメールアドレスは必須です。メールアドレスを変えると、ご本人は新しいメールアドレスでログインします。"
      lead={(form) => <EmailInput description="ログインに使うメールアドレスです。" {...form.getInputProps('email')} />}
      submitLabel="登録内容を保存する"
      failTitle="保存できませんでした"
      onSubmit={async (values, form) => {
        const newEmail = values.email.trim();
        await api.expertInfos.updateUserExpert({
          user_id: expert.user_id,
          ...(newEmail !== savedEmail && { email: newEmail }),
          ...expertBodyOf(values, FIELDS),
        });
        // The record as admins see it (with the private check and the decisions), drawn above.
        const saved = await api.expertInfos.get(expert.id);
        setSavedEmail(newEmail);
        // Back to "keep the picture", so saving again does not send it again.
        form.setValues({ ...expertValuesOf(saved), email: newEmail });
        form.resetDirty();
        snackbar.show(`${saved.name}さんの登録内容を保存しました。`, 'success');
        onSaved(saved);
      }}
    />
  );
}
