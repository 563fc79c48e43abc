// The expert application (POST /api/v1/expert_infos), or its correction while it waits for review
// (PUT /api/v1/expert_infos/{id}). Every field but the picture is required; the server's errors
// land beside their field. What is typed is kept on the device until the server has it.
import { api, selectUserId, useSession, type ExpertInfo } from '@hiroba/api-client';
import { snackbar } from '@hiroba/shared-ui';
import { ExpertForm, expertBodyOf, expertValuesOf } from '@hiroba/shared-ui/signed-in';

const FIELDS = ['name', 'title', 'qualifications', 'fields', 'profile', 'qualification_check'] as const;

export interface ExpertApplicationFormProps {
  /** The application to correct (pending) or to send again (rejected); null: a first application. */
  current: ExpertInfo | null;
  onSaved(info: ExpertInfo): void;
}

export function ExpertApplicationForm({ current, onSaved }: ExpertApplicationFormProps) {
  const person = useSession(selectUserId);
  const correcting = current?.status === 'pending';
  return (
    <ExpertForm
      label={correcting ? 'お申し込みの内容を直す' : '専門家の登録の申し込み'}
      draftOf={{ form: 'expert-application', person, object: current?.id ?? 'new' }}
      initialValues={expertValuesOf(current)}
      fields={FIELDS}
      required={FIELDS}
      picture={current?.profile_image ?? null}
      note="画像のほかは、すべて入力してください。「資格の確認方法」は運営者だけが読み、公開されません。"
      submitLabel={correcting ? '内容を直す' : '申し込む'}
      submitSize="md"
      failTitle={correcting ? '直せませんでした' : '申し込めませんでした'}
      onSubmit={async (values) => {
        const body = expertBodyOf(values, FIELDS);
        const saved = correcting ? await api.expertInfos.update(current.id, body) : await api.expertInfos.apply(body);
        snackbar.show(correcting ? 'お申し込みの内容を直しました。' : '専門家の登録を申し込みました。確認のメールをお送りしました。', 'success');
        onSaved(saved);
      }}
    />
  );
}
