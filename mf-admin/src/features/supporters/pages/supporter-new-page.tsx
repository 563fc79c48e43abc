import { PageHeader, Stack, pagePath, usePageTrail } from '@hiroba/shared-ui';
import { SupporterForm } from '../components/supporter-form';
import { ADMIN_CRUMB } from '../../../shared/lib/admin-crumb';
import { SUPPORTERS_SECTION } from '../lib/section';

export default function SupporterNewPage() {
  usePageTrail('支援者の追加', [ADMIN_CRUMB, { text: SUPPORTERS_SECTION, to: pagePath('admin-supporters') }], '追加');
  return (
    <Stack gap="lg">
      <PageHeader title="支援者の追加" lead="掲載に同意いただいた方のお名前とコースを入力して、「支援者を追加する」を押してください。" />
      <SupporterForm />
    </Stack>
  );
}
