import { api } from '@hiroba/api-client';
import { PageHeader, Stack, pagePath, usePageTrail } from '@hiroba/shared-ui';
import { RecordLoader } from '../../../shared/components/record-loader';
import { ADMIN_CRUMB } from '../../../shared/lib/admin-crumb';
import { SupporterForm } from '../components/supporter-form';
import { SUPPORTERS_SECTION } from '../lib/section';

export default function SupporterEditPage() {
  usePageTrail('支援者の編集', [ADMIN_CRUMB, { text: SUPPORTERS_SECTION, to: pagePath('admin-supporters') }], '編集');
  return (
    <Stack gap="lg">
      <PageHeader title="支援者の編集" lead="お名前や掲載を直して、「変更を保存する」を押してください。" />
      <RecordLoader noun="支援者" get={api.crowdfundingSupporters.get} listPath={pagePath('admin-supporters')}>
        {(supporter) => <SupporterForm key={supporter.id} supporter={supporter} />}
      </RecordLoader>
    </Stack>
  );
}
