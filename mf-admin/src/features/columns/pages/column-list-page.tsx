import { PageHeader, Stack, useBreadcrumbs, usePageTitle } from '@hiroba/shared-ui';
import { UpcomingSection } from '../../../shared/components/upcoming-section';

export default function ColumnListPage() {
  usePageTitle('コラムの管理');
  useBreadcrumbs([{ text: '管理画面', to: '/admin' }, { text: 'コラム' }]);
  return (
    <Stack gap="lg">
      <PageHeader title="コラムの管理" lead="公開中と下書きのコラムを、すべてここで確かめます。" />
      <UpcomingSection title="まだコラムがありません" link={{ to: '/admin/columns/new', label: 'コラムを書く' }}>
        コラムの一覧・作成・編集は、コラム機能の公開と同時にこの画面で使えるようになります。
      </UpcomingSection>
    </Stack>
  );
}
