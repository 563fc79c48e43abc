// Edits the expert's public profile (PUT /api/v1/expert_infos/{id}): name, title, qualifications,
// fields, profile text and picture. The status is shown beside it but is the operator's to change.
// What is typed is kept on the device until the server has it.
import { api, refreshUser, selectUserId, useSession, type ExpertInfo } from '@hiroba/api-client';
import { snackbar } from '@hiroba/shared-ui';
import { ExpertForm, expertBodyOf, expertValuesOf } from '@hiroba/shared-ui/signed-in';

const FIELDS = ['name', 'title', 'profile', 'qualifications', 'fields'] as const;
const REQUIRED = ['name'] as const;

export function ExpertProfileForm({ expert }: { expert: ExpertInfo }) {
  const person = useSession(selectUserId);
  return (
    <ExpertForm
      label="専門家プロフィールの変更"
      draftOf={{ form: 'expert-profile', person }}
      initialValues={expertValuesOf(expert)}
      fields={FIELDS}
      required={REQUIRED}
      picture={expert.profile_image}
      note="お名前は必須です。ほかの項目は空のままでもかまいません。"
      submitLabel="保存する"
      submitSize="md"
      failTitle="保存できませんでした"
      onSubmit={async (values, form) => {
        const saved = await api.expertInfos.update(expert.id, expertBodyOf(values, FIELDS));
        form.setValues(expertValuesOf(saved));
        form.resetDirty();
        // The session carries expert_info (navbar, summary).
        await refreshUser().catch(() => null);
        snackbar.show('専門家プロフィールを保存しました。', 'success');
      }}
    />
  );
}
