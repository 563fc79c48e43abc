import { PageHeader, Stack, pagePath, usePageTrail } from '@hiroba/shared-ui';
import { ADMIN_CRUMB } from '../../../shared/lib/admin-crumb';
import { ExpertNewForm } from '../components/expert-new-form';

/** /admin/experts/new: an approved expert made by the operator; the person sets their own password. */
export default function ExpertNewPage() {
  usePageTrail('専門家の登録', [ADMIN_CRUMB, { text: '専門家', to: pagePath('admin-experts') }], '登録');
  return (
    <Stack gap="lg">
      <PageHeader title="専門家の登録" lead="メールアドレス、お名前、肩書き、資格、回答できる分野、紹介文を入れて、専門家を登録します。" />
      <ExpertNewForm />
    </Stack>
  );
}
