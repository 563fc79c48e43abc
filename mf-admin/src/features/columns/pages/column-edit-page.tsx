import { useNavigate } from 'react-router-dom';
import { api, type Column } from '@hiroba/api-client';
import { Button, Group, PageHeader, RouterAnchor, Stack, confirmAndRemove, pagePath, usePageTrail } from '@hiroba/shared-ui';
import { RecordLoader } from '../../../shared/components/record-loader';
import { ADMIN_CRUMB } from '../../../shared/lib/admin-crumb';
import { ChoicesLoader } from '../components/choices-loader';
import { ColumnForm } from '../components/column-form';

function EditColumn({ column }: { column: Column }) {
  const navigate = useNavigate();
  const remove = async () => {
    if (await confirmAndRemove(`コラム「${column.title}」`, () => api.columns.remove(column.id))) navigate(pagePath('admin-columns', {}, { status: 'all' }));
  };
  return (
    <Stack gap="lg">
      <Group>
        <RouterAnchor to={pagePath('column-detail', { id: column.id })}>{column.status === 'published' ? '公開中の記事を見る' : 'プレビューを開く'}</RouterAnchor>
        <Button variant="outline" color="red" onClick={() => void remove()}>
          このコラムを削除する
        </Button>
      </Group>
      <ChoicesLoader>{(choices) => <ColumnForm key={column.id} column={column} {...choices} />}</ChoicesLoader>
    </Stack>
  );
}

export default function ColumnEditPage() {
  usePageTrail('コラムの編集', [ADMIN_CRUMB, { text: 'コラム', to: pagePath('admin-columns', {}, { status: 'all' }) }], '編集');
  return (
    <Stack gap="lg">
      <PageHeader title="コラムの編集" lead="書いたコラムの内容と、公開・公開予約・下書きの状態を直します。" />
      <RecordLoader noun="コラム" get={api.columns.get} listPath={pagePath('admin-columns', {}, { status: 'all' })}>
        {(column) => <EditColumn column={column} />}
      </RecordLoader>
    </Stack>
  );
}
