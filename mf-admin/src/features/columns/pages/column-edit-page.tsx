import { EmptyState, PageHeader, Stack, pagePath, usePageTrail } from '@hiroba/shared-ui';
import { useRecordId } from '../../../shared/lib/record-id';
import { ADMIN_CRUMB } from '../../../shared/lib/admin-crumb';

export default function ColumnEditPage() {
  usePageTrail('コラムの編集', [ADMIN_CRUMB, { text: 'コラム', to: pagePath('admin-columns', {}, { status: 'all' }) }], '編集');
  const id = useRecordId();
  return (
    <Stack gap="lg">
      <PageHeader title="コラムの編集" lead="書いたコラムの内容や公開・下書きの状態を直す画面です。" />
      <EmptyState
        message={`${id === null ? '編集するコラムが選ばれていません' : 'このコラムはまだ編集できません'}。コラムの編集は、コラム機能の公開と同時にこの画面でできるようになります。`}
        action={{ to: pagePath('admin-columns', {}, { status: 'all' }), label: 'コラムの管理へ戻る' }}
      />
    </Stack>
  );
}
